/**
 * The withdrawal-confirmation section (spec §4, api-facts §7.7): pure, the
 * view-model and callbacks in. Loading shows a skeleton, a failed load its
 * reason and a retry; otherwise the list, the chosen answer under it, and
 * after sending the result or the refusal.
 */
import { useTranslation } from 'react-i18next';
import type { ItemAnswer } from '../../../machines/withdrawal-confirmation/withdrawal-confirmation-types';
import type { WithdrawalConfirmationView as View } from '../../../machines/withdrawal-confirmation/withdrawal-confirmation.selectors';
import { useErrorText } from '../../form/use-error-text';
import { Button } from '../../ui/button';
import { Notice } from '../kit/notice';
import { Panel } from '../kit/panel';
import { RefreshButton } from '../kit/refresh-button';
import { SkeletonRows } from '../kit/skeleton';
import { EmptyRows, FailedState } from '../kit/states';
import { AnswerPanel } from './answer-panel';
import { ConfirmationList } from './confirmation-list';
import { ConfirmationRefused, ConfirmationResult } from './confirmation-outcome';
import './withdrawal-confirmation.css';

export interface WithdrawalConfirmationActions {
  onReload(): void;
  onChoose(id: number, answer: ItemAnswer): void;
  onChooseAll(): void;
  onAmountChange(text: string): void;
  onProofPick(file: File): void;
  onConfirm(): void;
  onCancel(): void;
  onRetry(): void;
}

export function WithdrawalConfirmationView({ view, actions }: { view: View; actions: WithdrawalConfirmationActions }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const text = (key: string, values?: Record<string, unknown>) => t(`memberCentre.withdrawalConfirmation.${key}`, values);
  const { phase } = view;
  const listed = phase === 'list' || phase === 'submitting' || phase === 'submitFailed';
  return (
    <Panel
      className="wc"
      icon="withdraw"
      title={text('title')}
      subtitle={view.confirmMinutes > 0 ? text('deadline', { minutes: view.confirmMinutes }) : text('subtitle')}
      testId="withdrawal-confirmation"
      actions={
        <>
          {listed ? (
            <Button size="sm" variant="accent" disabled={!view.canAnswerAll} onClick={actions.onChooseAll} data-testid="withdrawal-answer-all">
              {text('answers.all')}
            </Button>
          ) : null}
          {phase === 'list' || phase === 'empty' || phase === 'loading' ? (
            <RefreshButton label={text('refresh')} busy={phase === 'loading'} onClick={actions.onReload} testId="withdrawal-confirmation-refresh" />
          ) : null}
        </>
      }
    >
      <div className="wc__body" data-phase={phase} aria-busy={phase === 'loading' || phase === 'submitting'}>
        {phase === 'loading' ? <SkeletonRows rows={3} label={text('loading')} /> : null}
        {phase === 'failed' ? <FailedState errorCode={view.errorCode} onRetry={actions.onReload} testId="withdrawal-confirmation-failed" /> : null}
        {phase === 'empty' ? <EmptyRows icon="check" title={text('empty.title')} text={text('empty.text')} testId="withdrawal-confirmation-empty" /> : null}
        {phase === 'list' && view.errorCode ? (
          <Notice tone="warning" testId="withdrawal-confirmation-notice">
            {errorText(view.errorCode)}
          </Notice>
        ) : null}
        {listed ? <ConfirmationList rows={view.rows} chosen={view.answer} canChoose={phase === 'list'} onChoose={actions.onChoose} /> : null}
        {listed && view.answer ? (
          <AnswerPanel
            answer={view.answer}
            sending={phase === 'submitting'}
            lostCode={phase === 'submitFailed' ? view.errorCode : null}
            onAmountChange={actions.onAmountChange}
            onProofPick={actions.onProofPick}
            onConfirm={actions.onConfirm}
            onCancel={actions.onCancel}
            onRetry={actions.onRetry}
          />
        ) : null}
        {phase === 'done' ? <ConfirmationResult rows={view.result} onReload={actions.onReload} /> : null}
        {phase === 'refused' ? <ConfirmationRefused code={view.errorCode} onReload={actions.onReload} /> : null}
      </div>
    </Panel>
  );
}
