/**
 * A category's vendors (spec §3 vendor lane): logo, name, number of games,
 * hot and maintenance marks. In a listing category a card chooses the
 * vendor whose games the list shows; elsewhere it opens the vendor's lobby.
 */
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '../../services/schemas/games';
import { LazyImage } from '../ui/lazy-image';
import { defaultGameIcon } from './game-card';
import { GameGlyph } from './game-glyphs';
import { LoadFailed } from './load-failed';
import './vendor-lane.css';
import './lobby-skeleton.css';

export interface VendorLaneProps {
  status: 'loading' | 'shown' | 'failed';
  cards: readonly VendorCard[];
  /** `filter`: a card chooses the listed vendor ('' is every vendor); `launch`: a card opens the vendor's lobby. */
  mode: 'filter' | 'launch';
  selected?: string;
  /** A first card choosing every vendor (filter lanes of pages with more than one vendor). */
  allChoice?: boolean;
  onSelect?(vassalage: string): void;
  onLaunch?(card: VendorCard): void;
  onRetry(): void;
}

export const laneSkeletons = 6;

export function VendorLane({ status, cards, mode, selected = '', allChoice = true, onSelect, onLaunch, onRetry }: VendorLaneProps) {
  const { t } = useTranslation();
  if (status === 'failed') return <LoadFailed title={t('games.lobby.lane.failedTitle')} onRetry={onRetry} testId="vendor-lane-retry" />;
  const laneClass = `vendor-lane vendor-lane--${mode}`;
  if (status === 'loading') {
    return (
      <div className={laneClass} role="status" aria-busy="true" aria-label={t('games.lobby.lane.loading')} data-testid="vendor-lane-loading">
        {Array.from({ length: laneSkeletons }, (_, index) => (
          <div key={index} className="vendor-card vendor-card--skeleton lobby-shimmer" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (cards.length === 0) return <p className="vendor-lane__none">{t('games.lobby.lane.empty')}</p>;
  const total = cards.reduce((sum, card) => sum + card.gameCount, 0);
  const press = (card: VendorCard) => (mode === 'filter' ? onSelect?.(card.vassalage) : onLaunch?.(card));
  return (
    <div className={laneClass} data-testid="vendor-lane" role={mode === 'filter' ? 'group' : undefined} aria-label={t('games.lobby.lane.label')}>
      {mode === 'filter' && allChoice ? (
        <button type="button" className={selected === '' ? 'vendor-card vendor-card--all is-selected' : 'vendor-card vendor-card--all'} aria-pressed={selected === ''} onClick={() => onSelect?.('')}>
          <span className="vendor-card__logo vendor-card__logo--all">
            <GameGlyph name="grid" size={22} />
          </span>
          <span className="vendor-card__text">
            <span className="vendor-card__name">{t('games.lobby.lane.all')}</span>
            <span className="vendor-card__count">{t('games.lobby.lane.games', { count: total })}</span>
          </span>
        </button>
      ) : null}
      {cards.map((card) => {
        const chosen = mode === 'filter' && selected === card.vassalage;
        const classes = ['vendor-card', chosen ? 'is-selected' : '', card.maintenance ? 'is-maintenance' : ''].filter(Boolean).join(' ');
        return (
          <button key={card.vassalage} type="button" className={classes} aria-pressed={mode === 'filter' ? chosen : undefined} data-testid="vendor-card" data-vassalage={card.vassalage} onClick={() => press(card)}>
            <span className="vendor-card__logo">
              <LazyImage src={card.logoUrl} fallback={defaultGameIcon} alt="" draggable={false} />
            </span>
            <span className="vendor-card__text">
              <span className="vendor-card__name">{card.vendorName}</span>
              <span className="vendor-card__count">{t(mode === 'filter' ? 'games.lobby.lane.games' : 'games.lobby.lane.enter', { count: card.gameCount })}</span>
              <span className="vendor-card__badges">
                {card.isHot === 1 ? <span className="vendor-badge vendor-badge--hot">{t('games.lobby.card.hot')}</span> : null}
                {card.maintenance ? <span className="vendor-badge vendor-badge--maintenance">{t('games.lobby.lane.maintenance')}</span> : null}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
