/**
 * "Become an agent" (the affiliate application, on the member's referral
 * page): a member without an application sees why and a short form (how
 * they will bring players, how to reach them); a pending one waits for the
 * operator; an approved one gets its affiliate code; a rejected one reads
 * the operator's remark and may apply again.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MoneyRequestView } from '../../machines/money-request/money-request.selectors';
import type { AffiliateApplication } from '../../services/schemas/agent';
import { errorIdOf } from '../form/form-field';
import { useSchemaResolver } from '../form/schema-resolver';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { CentreField, InputField } from '../member-centre/kit/field';
import { Notice } from '../member-centre/kit/notice';
import { Panel } from '../member-centre/kit/panel';
import { SkeletonRows } from '../member-centre/kit/skeleton';
import { FailedState } from '../member-centre/kit/states';
import { formatMoment } from '../member-centre/records/intl-dates';
import { RequestNotice } from '../member-centre/funds/request-notice';
import { affiliateApplySchema, contactMax, introMax, type AffiliateApplyValues } from './agent-schemas';
import '../member-centre/funds/funds.css';
import './agent-centre.css';

export interface AffiliateApplicationSectionProps {
  status: 'loading' | 'ready' | 'failed';
  application: AffiliateApplication | null;
  errorCode: string | null;
  request: MoneyRequestView<AffiliateApplication>;
  onApply(values: AffiliateApplyValues): void;
  onRetry(): void;
  onRequestRetry(): void;
  onRequestCancel(): void;
}

const perks = ['code', 'team', 'earn'] as const;

function ApplyForm({ request, onApply, onRequestRetry, onRequestCancel }: Pick<AffiliateApplicationSectionProps, 'request' | 'onApply' | 'onRequestRetry' | 'onRequestCancel'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<AffiliateApplyValues>(affiliateApplySchema);
  const { register, handleSubmit, formState, setError, watch } = useForm<AffiliateApplyValues>({ resolver, defaultValues: { intro: '', contact: '' } });
  const { errors } = formState;
  useServerErrors(setError, request.fieldErrors, ['intro', 'contact']);
  const intro = watch('intro');
  return (
    <form className="mc-form" noValidate onSubmit={handleSubmit(onApply)} data-testid="affiliate-form">
      <CentreField id="affiliate-intro" label={t('agentCentre.affiliate.intro')} hint={<span className="mc-counter">{`${[...intro].length} / ${introMax}`}</span>} error={errorText(errors.intro?.message)}>
        <div className="form-input mc-textarea">
          <textarea id="affiliate-intro" aria-describedby={errorIdOf('affiliate-intro')} placeholder={t('agentCentre.affiliate.introPlaceholder')} data-testid="affiliate-intro" {...register('intro')} />
        </div>
      </CentreField>
      <InputField id="affiliate-contact" label={t('agentCentre.affiliate.contact')} maxLength={contactMax} placeholder={t('agentCentre.affiliate.contactPlaceholder')} error={errorText(errors.contact?.message)} {...register('contact')} />
      <RequestNotice view={request} onRetry={onRequestRetry} onCancel={onRequestCancel} testId="affiliate-notice" />
      <div className="mc-form__actions">
        <Button type="submit" disabled={request.busy || request.phase === 'failed'} data-testid="affiliate-submit">
          {request.busy ? t('memberCentre.kit.sending') : t('agentCentre.affiliate.submit')}
        </Button>
      </div>
    </form>
  );
}

export function AffiliateApplicationSection(props: AffiliateApplicationSectionProps) {
  const { status, application, errorCode, onRetry } = props;
  const { t, i18n } = useTranslation();
  const when = (epochMs: number | null) => (epochMs === null ? '' : formatMoment(epochMs, i18n.language));

  const state = () => {
    if (status === 'failed') return <FailedState errorCode={errorCode} onRetry={onRetry} testId="affiliate-failed" />;
    if (!application) return <SkeletonRows rows={3} label={t('memberCentre.kit.loading')} />;
    if (application.status === 'pending') {
      return (
        <Notice tone="info" title={t('agentCentre.affiliate.pending.title')} testId="affiliate-pending">
          {t('agentCentre.affiliate.pending.text', { date: when(application.appliedAt) })}
        </Notice>
      );
    }
    if (application.status === 'approved') {
      return (
        <Notice tone="success" title={t('agentCentre.affiliate.approved.title')} testId="affiliate-approved">
          {t('agentCentre.affiliate.approved.text', { code: application.affiliateCode ?? '' })}
        </Notice>
      );
    }
    return (
      <>
        {application.status === 'rejected' ? (
          <Notice tone="warning" title={t('agentCentre.affiliate.rejected.title', { date: when(application.decidedAt) })} testId="affiliate-rejected">
            {application.remark ? t('agentCentre.affiliate.rejected.remark', { remark: application.remark }) : t('agentCentre.affiliate.rejected.noRemark')}
          </Notice>
        ) : null}
        <ApplyForm request={props.request} onApply={props.onApply} onRequestRetry={props.onRequestRetry} onRequestCancel={props.onRequestCancel} />
      </>
    );
  };

  return (
    <Panel title={t('agentCentre.affiliate.title')} subtitle={t('agentCentre.affiliate.lead')} icon="briefcase" testId="affiliate-application">
      <div className="ac-apply">
        <div>
          <p className="ac-apply__lead">{t('agentCentre.affiliate.why')}</p>
          <ul className="ac-apply__perks">
            {perks.map((perk) => (
              <li key={perk}>
                <Icon name="check" size={16} />
                {t(`agentCentre.affiliate.perks.${perk}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="mc-stack" style={{ gap: 'var(--space-3)' }}>
          {state()}
        </div>
      </div>
    </Panel>
  );
}
