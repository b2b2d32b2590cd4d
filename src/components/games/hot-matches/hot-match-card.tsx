/** One featured match: league, teams, kickoff or the LIVE badge, and its odds; the card and each price open the vendor's game. */
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '../../../services/schemas/hot-matches';
import { kickoffDay, kickoffTime, kickoffWeekday } from './kickoff-label';

export const displayLocale = (language: string): string => (language === 'TY' ? 'fil-PH' : 'en-US');

const picks = ['home', 'draw', 'away'] as const;

export function HotMatchCard({ match, now, onOpen }: { match: HotMatch; now: number; onOpen(match: HotMatch): void }) {
  const { t, i18n } = useTranslation();
  const locale = displayLocale(i18n.language);
  const day = kickoffDay(match.startsAt, now);
  const time = kickoffTime(match.startsAt, locale);
  const when = t(`games.hotMatches.kickoff.${day}`, { time, day: kickoffWeekday(match.startsAt, locale) });
  const labels = match.category === 'COCKFIGHT' ? 'cockfight' : 'sports';
  const closed = match.game === null;
  return (
    <article className={match.live ? 'hot-match is-live' : 'hot-match'} data-testid="hot-match" data-category={match.category}>
      <button
        type="button"
        className="hot-match__open"
        disabled={closed}
        onClick={() => onOpen(match)}
        aria-label={t('games.hotMatches.open', { home: match.home, away: match.away, vendor: match.vendorName })}
      >
        <span className="hot-match__top">
          <span className="hot-match__league" title={match.league}>
            {match.league}
          </span>
          {match.live ? (
            <span className="hot-match__live" data-testid="hot-match-live">
              {t('games.hotMatches.live')}
            </span>
          ) : (
            <time className="hot-match__time" dateTime={new Date(match.startsAt).toISOString()}>
              {when}
            </time>
          )}
        </span>
        <span className="hot-match__teams">
          <strong>{match.home}</strong>
          <span className="hot-match__versus">{t('games.hotMatches.versus')}</span>
          <strong>{match.away}</strong>
        </span>
        <span className="hot-match__vendor">{match.vendorName}</span>
      </button>
      <div className="hot-match__odds" role="group" aria-label={t('games.hotMatches.oddsLabel')}>
        {picks
          .filter((pick) => match.odds[pick] !== '')
          .map((pick) => (
            <button
              key={pick}
              type="button"
              className="hot-match__price"
              disabled={closed}
              data-testid={`hot-match-odds-${pick}`}
              onClick={() => onOpen(match)}
            >
              <span>{t(`games.hotMatches.picks.${labels}.${pick}`)}</span>
              <strong>{match.odds[pick]}</strong>
            </button>
          ))}
      </div>
    </article>
  );
}
