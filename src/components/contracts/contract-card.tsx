/**
 * One contract: kind, the other party, the terms in plain words, what the
 * contract waits for, and the buttons its state allows. While the upline
 * answers a request, the offer form shows inside the card (`offerForm`).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractView } from '../../machines/contract/contract.selectors';
import type { ContractStatus } from '../../services/schemas/contracts';
import { useErrorText } from '../form/use-error-text';
import { Notice } from '../member-centre/kit/notice';
import { StatusPill, type StatusTone } from '../member-centre/kit/status-pill';
import { formatDateTime } from '../member-centre/kit/date-time';
import { Button } from '../ui/button';
import { Icon, type IconName } from '../ui/icons';
import { TermsGrid, TermsSentence } from './contract-terms';
import { HigherRateWarning } from './higher-rate-warning';
import { formatRate } from './terms-text';
import './contracts.css';

export interface ContractCallbacks {
  onAccept(): void;
  onReject(): void;
  onWithdraw(): void;
  onTerminate(): void;
  onAnswer(): void;
  onConfirmHigherRate(): void;
  onCancelHigherRate(): void;
  onConfirmTermination(): void;
  onKeep(): void;
  onDismiss(): void;
}

const tones: Record<ContractStatus, StatusTone> = {
  requested: 'info',
  offered: 'pending',
  active: 'success',
  terminationRequested: 'pending',
  terminated: 'danger',
  rejected: 'danger',
};

const kindIcons = { dividend: 'percent', dailySalary: 'wallet', hourlySalary: 'history', realTimeSalary: 'spark' } as const satisfies Record<string, IconName>;

export function ContractCard({ view, on, offerForm }: { view: ContractView; on: ContractCallbacks; offerForm?: ReactNode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { contract, phase, actions, busy } = view;
  const other = contract.role === 'upline' ? contract.downline : contract.upline;
  const headline = contract.terms ? String(contract.terms.rate ?? contract.terms.profitRate ?? '') : '';
  const button = (shown: boolean, label: string, onClick: () => void, testId: string, variant: 'primary' | 'secondary' | 'ghost' = 'secondary') =>
    shown ? (
      <Button variant={variant} size="sm" onClick={onClick} disabled={busy} data-testid={testId}>
        {t(`agentCentre.contracts.actions.${label}`)}
      </Button>
    ) : null;

  return (
    <article className={`ct-card ct-card--${contract.status}`} data-testid={`contract-${contract.id}`} data-phase={phase} aria-busy={busy}>
      <header className="ct-card__head">
        <span className="ct-card__icon">
          <Icon name={kindIcons[contract.kind]} size={18} />
        </span>
        <div className="ct-card__titles">
          <h3 className="ct-card__kind">{t(`agentCentre.contracts.kinds.${contract.kind}`)}</h3>
          <p className="ct-card__party">{t(`agentCentre.contracts.party.${contract.role}`, { account: other })}</p>
        </div>
        {headline ? (
          <span className="ct-card__rate" aria-label={t('agentCentre.contracts.fields.rate')}>
            {formatRate(headline)}
            <small>%</small>
          </span>
        ) : null}
        <StatusPill tone={tones[contract.status]} testId="contract-status">
          {t(`agentCentre.contracts.status.${contract.status}`)}
        </StatusPill>
      </header>

      {contract.terms ? (
        <div className="ct-card__terms">
          <TermsSentence kind={contract.kind} terms={contract.terms} testId="contract-sentence" />
          <TermsGrid kind={contract.kind} terms={contract.terms} />
        </div>
      ) : contract.note ? (
        <blockquote className="ct-card__note">{contract.note}</blockquote>
      ) : null}

      <p className="ct-card__phase" data-testid="contract-phase">
        {busy ? <Icon name="refresh" size={14} /> : null}
        {t(`agentCentre.contracts.phase.${busy ? 'busy' : phase}`, { account: other, date: formatDateTime(contract.acceptedAt) })}
      </p>

      {phase === 'higherRateWarning' || (busy && view.higherRate.length > 0) ? (
        <HigherRateWarning contracts={view.higherRate} offeredRate={headline} busy={busy} onConfirm={on.onConfirmHigherRate} onCancel={on.onCancelHigherRate} />
      ) : null}

      {view.ended.length > 0 ? (
        <Notice tone="success" testId="contract-ended" title={t('agentCentre.contracts.ended.title')}>
          {view.ended.map((ended) => `${ended.downline} (${formatRate(ended.rate)} %)`).join(', ')}
        </Notice>
      ) : null}

      {view.errorCode ? (
        <Notice tone="danger" testId="contract-failed" action={button(actions.dismiss, 'dismiss', on.onDismiss, 'contract-dismiss')}>
          {errorText(view.errorCode)}
        </Notice>
      ) : null}

      {offerForm}

      <footer className="ct-card__actions">
        {button(actions.reject, 'reject', on.onReject, 'contract-reject')}
        {button(actions.withdraw, 'withdraw', on.onWithdraw, 'contract-withdraw')}
        {button(actions.terminate, 'terminate', on.onTerminate, 'contract-terminate')}
        {button(actions.keep, 'keep', on.onKeep, 'contract-keep')}
        {button(actions.confirmTermination, 'confirmTermination', on.onConfirmTermination, 'contract-confirm-termination', 'primary')}
        {button(actions.answer, 'answer', on.onAnswer, 'contract-answer', 'primary')}
        {button(actions.accept, 'accept', on.onAccept, 'contract-accept', 'primary')}
      </footer>
    </article>
  );
}
