/**
 * Bonus wagering on a member-centre page: the balance split into bonus money
 * and what may be taken out now, each bonus's turnover ("wagered x of y"),
 * the forfeit dialog, and the notice of a forfeit that went through. The
 * gateway decides all of it; the panel shows it.
 */
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../form/use-error-text';
import type { BonusWageringView } from '../../../machines/bonus-wagering/bonus-wagering.selectors';
import { formatMoney } from '../kit/money';
import { MoneyText } from '../kit/money-text';
import { Notice } from '../kit/notice';
import { Panel } from '../kit/panel';
import { RefreshButton } from '../kit/refresh-button';
import { SkeletonRows } from '../kit/skeleton';
import { FailedState } from '../kit/states';
import { ForfeitDialog } from './forfeit-dialog';
import { RequirementCard } from './requirement-card';
import './wagering.css';

export interface WageringActions {
  onReload(): void;
  onAsk(requirementId: number): void;
  onConfirm(): void;
  onCancel(): void;
  onRetry(): void;
  onDismiss(): void;
}

export interface WageringPanelProps {
  view: BonusWageringView;
  actions: WageringActions;
  symbol?: string;
  /** Also list bonuses whose requirement closed (met, spent, forfeited). */
  showClosed?: boolean;
}

export function WageringPanel({ view, actions, symbol, showClosed = false }: WageringPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const closed = showClosed ? view.closed : [];
  const figures = [
    { key: 'balance', value: view.balance },
    { key: 'locked', value: view.locked },
    { key: 'withdrawable', value: view.withdrawable },
  ];
  return (
    <Panel
      icon="gift"
      title={t('memberCentre.wagering.title')}
      subtitle={t('memberCentre.wagering.lead')}
      testId="wagering-panel"
      className="wg-panel"
      actions={<RefreshButton label={t('memberCentre.kit.refresh')} busy={view.reloading} onClick={actions.onReload} testId="wagering-refresh" />}
    >
      {view.status === 'loading' ? <SkeletonRows rows={2} label={t('memberCentre.kit.loading')} /> : null}
      {view.status === 'failed' ? <FailedState errorCode={view.errorCode} onRetry={actions.onReload} testId="wagering-failed" /> : null}
      {view.status === 'shown' && view.step === 'idle' && view.errorCode ? (
        <Notice tone="warning" title={t('memberCentre.kit.failed.title')} testId="wagering-reload-failed">
          {errorText(view.errorCode)}
        </Notice>
      ) : null}
      {view.outcome ? (
        <Notice tone="success" title={t('memberCentre.wagering.done.title')} testId="wagering-done">
          {t('memberCentre.wagering.done.text', { amount: formatMoney(view.outcome.forfeited) })}
        </Notice>
      ) : null}
      {view.status === 'shown' ? (
        <>
          <dl className="wg-figures" data-testid="wagering-figures">
            {figures.map((figure) => (
              <div key={figure.key} className={`wg-figure is-${figure.key}`}>
                <dt>{t(`memberCentre.wagering.figures.${figure.key}`)}</dt>
                <dd>
                  <MoneyText value={figure.value} symbol={symbol} size="md" testId={`wagering-${figure.key}`} />
                </dd>
              </div>
            ))}
          </dl>
          {view.open.length === 0 && closed.length === 0 ? <p className="wg-empty">{t('memberCentre.wagering.empty')}</p> : null}
          <ul className="wg-list">
            {view.open.map((requirement) => (
              <RequirementCard key={requirement.id} requirement={requirement} symbol={symbol} busy={view.step !== 'idle'} onForfeit={() => actions.onAsk(requirement.id)} />
            ))}
            {closed.map((requirement) => (
              <RequirementCard key={requirement.id} requirement={requirement} symbol={symbol} busy={false} />
            ))}
          </ul>
        </>
      ) : null}
      {view.chosen && view.step !== 'idle' ? (
        <ForfeitDialog
          requirement={view.chosen}
          step={view.step}
          errorCode={view.errorCode}
          onConfirm={actions.onConfirm}
          onCancel={actions.onCancel}
          onRetry={actions.onRetry}
          onDismiss={actions.onDismiss}
        />
      ) : null}
    </Panel>
  );
}
