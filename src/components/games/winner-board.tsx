/** The winners board (spec §3): the three biggest wins on a podium, the rest of the top 20 below, or who could be first. */
import { useTranslation } from 'react-i18next';
import type { WinnerEntry } from '../../services/schemas/games';
import { EmptyState } from '../ui/empty-state';
import { LazyImage } from '../ui/lazy-image';
import { formatAmount } from './format-amount';
import { defaultGameIcon } from './game-card';
import { GameGlyph } from './game-glyphs';
import { LoadFailed } from './load-failed';
import './winner-board.css';
import './lobby-skeleton.css';

export const boardSize = 20;

/** Biggest win first, at most the board's size. */
export const rankWinners = (entries: readonly WinnerEntry[]): WinnerEntry[] => [...entries].sort((a, b) => b.vo.winAmount - a.vo.winAmount).slice(0, boardSize);

/** Podium places in rank order; the stylesheet stands them second, first, third. */
const podium = [0, 1, 2];

export function WinnerBoard({ status, entries, onRetry }: { status: 'loading' | 'shown' | 'failed'; entries: readonly WinnerEntry[]; onRetry(): void }) {
  const { t, i18n } = useTranslation();
  if (status === 'loading') {
    return (
      <div className="winner-board" role="status" aria-busy="true" aria-label={t('games.home.winners.loading')} data-testid="winners-loading">
        <div className="winner-podium">
          {podium.map((index) => (
            <div key={index} className={`winner-step winner-step--${index + 1} lobby-shimmer`} aria-hidden="true" />
          ))}
        </div>
      </div>
    );
  }
  if (status === 'failed') return <LoadFailed title={t('games.home.winners.failedTitle')} onRetry={onRetry} testId="winners-retry" />;
  const ranked = rankWinners(entries);
  if (ranked.length === 0) return <EmptyState icon="crown" title={t('games.home.winners.emptyTitle')} text={t('games.home.winners.emptyText')} />;
  const amount = (value: number) => formatAmount(value, i18n.language === 'TY' ? 'fil-PH' : 'en-US');
  return (
    <div className="winner-board" data-testid="winner-board">
      <ol className="winner-podium" aria-label={t('games.home.winners.podium')}>
        {podium.map((index) => {
          if (!ranked[index]) {
            // An empty step keeps the podium's shape and says the place is there to take.
            return (
              <li key={index} className={`winner-step winner-step--${index + 1} winner-step--open`} data-testid="winner-podium-open" value={index + 1}>
                <span className="winner-step__medal">{index + 1}</span>
                <span className="winner-step__game">{t('games.home.winners.openPlace')}</span>
              </li>
            );
          }
          const { vo } = ranked[index];
          return (
            <li key={index} className={`winner-step winner-step--${index + 1}`} data-testid="winner-podium" value={index + 1}>
              <span className="winner-step__medal">{index + 1}</span>
              <span className="winner-step__image">
                <LazyImage src={vo.imageUrl} fallback={defaultGameIcon} alt="" />
              </span>
              <strong className="winner-step__name">{vo.customerName}</strong>
              <span className="winner-step__game">{vo.gameName}</span>
              <span className="winner-step__amount">
                <GameGlyph name="trophy" size={14} />
                {amount(vo.winAmount)}
              </span>
            </li>
          );
        })}
      </ol>
      {ranked.length > 3 ? (
        <table className="winner-table">
          <thead>
            <tr>
              <th scope="col">{t('games.home.winners.rank')}</th>
              <th scope="col">{t('games.home.winners.player')}</th>
              <th scope="col">{t('games.home.winners.game')}</th>
              <th scope="col">{t('games.home.winners.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {ranked.slice(3).map(({ vo }, index) => (
              <tr key={`${vo.customerName}-${vo.winTime}-${index}`} data-testid="winner-row">
                <td>{index + 4}</td>
                <td>{vo.customerName}</td>
                <td>{vo.gameName}</td>
                <td className="winner-table__amount">{amount(vo.winAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
