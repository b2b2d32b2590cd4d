/**
 * The limits section of Safer play (RTS 12): what a limit does, the form to
 * set one, a raise under review, the outcome of the last change, and each
 * kind's windows with used and remaining amounts and waiting changes.
 */
import { useTranslation } from 'react-i18next';
import type { LimitChangeView } from '../../../../machines/limit-change/limit-change.selectors';
import type { LimitTarget } from '../../../../services/schemas/limits';
import { Notice } from '../../kit/notice';
import { Panel } from '../../kit/panel';
import { RefreshButton } from '../../kit/refresh-button';
import { SkeletonRows } from '../../kit/skeleton';
import { FailedState } from '../../kit/states';
import { LimitCard } from './limit-card';
import { LimitForm } from './limit-form';
import type { LimitFormValues } from './limit-form-schema';
import { LimitReview } from './limit-review';
import './limits.css';

export interface LimitsActions {
  onReload(): void;
  onSubmit(values: LimitFormValues): void;
  onProceed(): void;
  onBack(): void;
  onConfirm(target: LimitTarget): void;
  onCancel(target: LimitTarget): void;
  onRemove(target: LimitTarget): void;
}

export interface LimitsPanelProps {
  view: LimitChangeView;
  /** The page's clock, for countdowns. */
  now: number;
  symbol: string;
  actions: LimitsActions;
}

export function LimitsPanel({ view, now, symbol, actions }: LimitsPanelProps) {
  const { t } = useTranslation();
  const busy = view.step !== 'idle' || view.reloading;
  return (
    <Panel
      icon="shield"
      title={t('memberCentre.saferPlay.limits.title')}
      subtitle={t('memberCentre.saferPlay.limits.lead')}
      actions={<RefreshButton label={t('memberCentre.kit.refresh')} busy={view.reloading} onClick={actions.onReload} testId="limits-refresh" />}
      testId="limits-panel"
    >
      {view.status === 'failed' ? (
        <FailedState errorCode={view.errorCode} onRetry={actions.onReload} testId="limits-failed" />
      ) : view.status === 'loading' ? (
        <SkeletonRows rows={4} />
      ) : (
        <div className="limits">
          <LimitForm symbol={symbol} sending={view.step === 'sending'} disabled={busy} errorCode={view.step === 'idle' ? view.errorCode : null} fieldErrors={view.fieldErrors} onSubmit={actions.onSubmit} />
          {view.step === 'reviewing' && view.draft ? <LimitReview draft={view.draft} onProceed={actions.onProceed} onBack={actions.onBack} /> : null}
          {view.outcome && view.step === 'idle' && !view.errorCode ? (
            <Notice tone={view.outcome === 'pending' ? 'info' : 'success'} testId="limit-outcome">
              {t(`memberCentre.saferPlay.limits.outcome.${view.outcome}`)}
            </Notice>
          ) : null}
          <div className="limits__cards">
            {view.groups.map((group) => (
              <LimitCard
                key={group.kind}
                kind={group.kind}
                limits={group.limits}
                now={now}
                busy={busy}
                onConfirm={actions.onConfirm}
                onCancel={actions.onCancel}
                onRemove={actions.onRemove}
              />
            ))}
          </div>
        </div>
      )}
    </Panel>
  );
}
