/**
 * The downline's request for a new contract: a button that opens the form,
 * the form bound to its submit flow, and the confirmation once sent. A
 * sent request shows up in the list, which is loaded again for it.
 */
import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { RequestForm } from '../../components/contracts/request-form';
import { Notice } from '../../components/member-centre/kit/notice';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { withInspection } from '../../inspection/create-inspected-actor';
import { selectSubmit } from '../../machines/centre-submit/centre-submit.selectors';
import type { ContractLogic } from './contract-logic';

export function ContractRequestPanel({ logic, onSent }: { logic: ContractLogic['request']; onSent(): void }) {
  const { t } = useTranslation();
  const actor = useActorRef(logic, withInspection());
  const submit = useSelector(actor, selectSubmit);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const subscription = actor.on('submit.succeeded', () => {
      setOpen(false);
      onSent();
    });
    return () => subscription.unsubscribe();
  }, [actor, onSent]);

  if (!open) {
    return (
      <div className="ct-request-bar">
        {submit.succeeded ? (
          <Notice tone="success" testId="request-sent">
            {t('agentCentre.contracts.request.sent')}
          </Notice>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => {
            actor.send({ type: 'form.reset' });
            setOpen(true);
          }}
          data-testid="request-open"
        >
          <Icon name="mail" size={16} />
          {t('agentCentre.contracts.request.open')}
        </Button>
      </div>
    );
  }
  return (
    <section className="ct-request-box">
      <h3 className="ct-request-box__title">{t('agentCentre.contracts.request.title')}</h3>
      <RequestForm submit={submit} onSubmit={(values) => actor.send({ type: 'form.submit', values })} onCancel={() => setOpen(false)} />
    </section>
  );
}
