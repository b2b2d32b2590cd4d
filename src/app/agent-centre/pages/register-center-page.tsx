/**
 * Register center: create a downline account under the registration rules
 * (an encrypted call, like every E call), beside the agent's affiliate link
 * with its QR code. A created account updates the direct-downline count.
 */
import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { AffiliateLinkPanel } from '../../../components/agent-centre/affiliate-link-panel';
import { registerDownlineSchema, type RegisterDownlineValues } from '../../../components/agent-centre/agent-schemas';
import { RegisterDownlineForm } from '../../../components/agent-centre/register-downline-form';
import { Panel } from '../../../components/member-centre/kit/panel';
import { decodeFieldMessage } from '../../../forms/field-message';
import { patternMessage } from '../../../forms/field-rule';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import type { RegisteredDownline } from '../../../services/agent.api';
import type { AgentAffiliate } from '../../../services/schemas/agent';
import type { RegisterRule } from '../../../services/schemas/system';
import { useRegisterRules } from '../../access/use-switches';
import { copyText } from '../../member-centre/pages/wiring/copy-text';
import { useCentreSubmit } from '../../member-centre/pages/wiring/use-centre-submit';
import { affiliateLinkOf } from '../affiliate-link';
import { useAgentLogic } from './wiring/use-agent-logic';
import '../../../components/agent-centre/agent-centre.css';

export default function RegisterCenterPage() {
  const { t } = useTranslation();
  const logic = useAgentLogic();
  const rules = useRegisterRules();
  const affiliateActor = useActorRef(logic.affiliate, withInspection());
  const affiliate = useSelector(affiliateActor, selectDetails<AgentAffiliate>);
  const [created, setCreated] = useState<RegisteredDownline | null>(null);
  const form = useCentreSubmit(logic.registerDownline, (result) => {
    setCreated(result as RegisteredDownline);
    affiliateActor.send({ type: 'details.refresh' });
  });
  const schema = useMemo(() => registerDownlineSchema(rules), [rules]);
  const ruleText = (rule: RegisterRule | undefined) => {
    if (!rule) return null;
    const { key, values } = decodeFieldMessage(patternMessage(rule));
    return t(key, values);
  };
  const submit = ({ accountType, account, password, nickname }: RegisterDownlineValues) => form.submit({ accountType, account: account.trim(), password, nickname: nickname.trim() });
  const link = affiliate.data ? affiliateLinkOf(window.location.origin, affiliate.data.affiliateCode) : null;

  return (
    <div className="ac-columns" data-testid="register-center">
      <Panel icon="users" title={t('agentCentre.registerCenter.formTitle')} subtitle={t('agentCentre.registerCenter.formLead')}>
        <RegisterDownlineForm
          schema={schema}
          rules={{ account: ruleText(rules.username), password: ruleText(rules.password) }}
          submit={form.view}
          created={created}
          onSubmit={submit}
          onAnother={() => {
            setCreated(null);
            form.reset();
          }}
        />
      </Panel>
      <AffiliateLinkPanel
        status={affiliate.status}
        affiliate={affiliate.data}
        link={link}
        errorCode={affiliate.errorCode}
        onCopy={copyText}
        onRetry={() => affiliateActor.send({ type: 'details.retry' })}
      />
    </div>
  );
}
