/** The list's search box and filters: vendor, game type (of the category, or of the chosen vendor), highest minimum bet. */
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGlyph } from './game-glyphs';
import { gameTypeLabel } from './game-type-label';
import './lobby-toolbar.css';

export interface LobbyToolbarProps {
  searchText: string;
  onSearch(text: string): void;
  /** The vendor choice; absent where the page lists one vendor. */
  vendors?: { value: string; label: string }[];
  vendor: string;
  onVendor(vassalage: string): void;
  /** The types the list can be narrowed to; none while they load (or when they could not be). */
  gameTypes: readonly { gameClassify: string; count: number }[];
  gameClassify: string;
  onClassify(gameClassify: string): void;
  minBets: readonly number[];
  minBet: number | null;
  onMinBet(minBet: number | null): void;
  totalCount: number;
  /** The list is being asked for (or typing has not paused yet). */
  busy: boolean;
}

export function LobbyToolbar(props: LobbyToolbarProps) {
  const { t } = useTranslation();
  const { vendors, gameTypes, minBets } = props;
  const picked = (handler: (value: string) => void) => (event: ChangeEvent<HTMLSelectElement>) => handler(event.target.value);
  return (
    <div className="lobby-toolbar" data-testid="lobby-toolbar">
      <label className="lobby-search">
        <GameGlyph name="search" size={18} />
        <input
          type="search"
          value={props.searchText}
          placeholder={t('games.lobby.filters.searchPlaceholder')}
          aria-label={t('games.lobby.filters.search')}
          data-testid="lobby-search"
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </label>
      {vendors ? (
        <select className="lobby-select" aria-label={t('games.lobby.filters.vendor')} data-testid="filter-vendor" value={props.vendor} onChange={picked(props.onVendor)}>
          <option value="">{t('games.lobby.filters.allVendors')}</option>
          {vendors.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </select>
      ) : null}
      <select
        className="lobby-select"
        aria-label={t('games.lobby.filters.gameType')}
        data-testid="filter-type"
        value={props.gameClassify}
        disabled={gameTypes.length === 0}
        onChange={picked(props.onClassify)}
      >
        <option value="">{t('games.lobby.filters.allTypes')}</option>
        {gameTypes.map((entry) => (
          <option key={entry.gameClassify} value={entry.gameClassify}>
            {`${gameTypeLabel(t, entry.gameClassify)} (${entry.count})`}
          </option>
        ))}
      </select>
      <select
        className="lobby-select"
        aria-label={t('games.lobby.filters.minBet')}
        data-testid="filter-min-bet"
        value={props.minBet === null ? '' : String(props.minBet)}
        onChange={picked((value) => props.onMinBet(value === '' ? null : Number(value)))}
      >
        <option value="">{t('games.lobby.filters.anyBet')}</option>
        {minBets.map((amount) => (
          <option key={amount} value={String(amount)}>
            {t('games.lobby.filters.betUpTo', { amount })}
          </option>
        ))}
      </select>
      <span className="lobby-toolbar__count" aria-live="polite" data-testid="lobby-count" data-busy={props.busy}>
        {t('games.lobby.filters.count', { count: props.totalCount })}
      </span>
    </div>
  );
}
