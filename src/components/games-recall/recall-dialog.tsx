/** Last-game recall: the latest round and the nine before it, each with its game, time, stake, payout and outcome. */
import { useTranslation } from 'react-i18next';
import type { DetailsView } from '../../machines/centre-details/centre-details.selectors';
import type { GameRecall } from '../../services/schemas/statement';
import { MoneyText } from '../member-centre/kit/money-text';
import { SkeletonRows } from '../member-centre/kit/skeleton';
import { EmptyRows, FailedState } from '../member-centre/kit/states';
import { formatMoment } from '../member-centre/records/intl-dates';
import { Dialog } from '../ui/dialog';
import { RecallOutcomeView } from './recall-outcome';
import './recall.css';

export function RecallDialog({ view, onRetry, onClose }: { view: DetailsView<GameRecall>; onRetry(): void; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const rounds = view.data?.list ?? [];
  return (
    <Dialog title={t('games.recall.title')} onClose={onClose} width={720}>
      <div className="recall" data-testid="game-recall">
        <p className="recall__lead">{t('games.recall.lead')}</p>
        {view.status === 'failed' ? (
          <FailedState errorCode={view.errorCode} onRetry={onRetry} testId="recall-failed" />
        ) : view.status === 'loading' ? (
          <SkeletonRows rows={4} label={t('games.recall.loading')} />
        ) : rounds.length === 0 ? (
          <EmptyRows title={t('games.recall.empty')} testId="recall-empty" />
        ) : (
          <ol className="recall__list">
            {rounds.map((round) => (
              <li key={round.roundId} className="recall__round" data-testid="recall-round">
                <div className="recall__head">
                  <span className="recall__game">{round.gameName || round.vendor}</span>
                  <span className="recall__time">{formatMoment(round.createdAt, i18n.language)}</span>
                </div>
                <div className="recall__amounts">
                  <span>
                    {t('games.recall.stake')} <MoneyText value={round.stake} size="sm" testId="recall-stake" />
                  </span>
                  <span>
                    {t('games.recall.payout')} {round.status === 'open' ? t('games.recall.waiting') : <MoneyText value={round.payout} size="sm" testId="recall-payout" />}
                  </span>
                  <span className="recall__id">{t('games.recall.round', { id: round.roundId })}</span>
                </div>
                <RecallOutcomeView outcome={round.outcome} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}
