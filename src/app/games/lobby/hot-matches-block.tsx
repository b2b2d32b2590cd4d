/**
 * The hot matches above a sports, esports or cockfight page's vendors: the
 * board's answer for that category through a lobby feed, and a click on a
 * match or a price opens the vendor's game through the one launcher (a
 * visitor is asked to log in first, as for any launch).
 */
import { useTranslation } from 'react-i18next';
import { HotMatchesBoard } from '../../../components/games/hot-matches/hot-matches-board';
import { LobbyBlock } from '../../../components/games/lobby-block';
import { loadHotMatches } from '../../../services/games.api';
import { hotMatchCategories, type HotMatch, type HotMatchCategory } from '../../../services/schemas/hot-matches';
import { useGameLauncher } from '../launch/use-game-launcher';
import { useFeed } from './use-feed';
import { useNow } from './use-now';

/** The board category a lobby scope shows, if it has one. */
export const hotMatchCategoryOf = (category: string | null | undefined): HotMatchCategory | undefined => hotMatchCategories.find((entry) => entry === category);

export function HotMatchesBlock({ category }: { category: HotMatchCategory }) {
  const { t, i18n } = useTranslation();
  const launch = useGameLauncher();
  // Kickoff labels and the LIVE badge move on with the minutes, not the seconds.
  const now = useNow(30_000);
  const language = i18n.language;
  const matches = useFeed((api) => loadHotMatches(api, { category, language }), [category, language]);
  const open = (match: HotMatch) => {
    if (match.game) launch(match.game);
  };
  return (
    <LobbyBlock title={t('games.hotMatches.title')} aside={t('games.hotMatches.note')} testId="lobby-hot-matches">
      <HotMatchesBoard status={matches.status} matches={matches.data ?? []} now={now} onOpen={open} onRetry={matches.retry} />
    </LobbyBlock>
  );
}
