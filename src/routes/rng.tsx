import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';
import { CategoryLobbyScreen } from '../app/games/lobby/category-lobby-screen';
import { lobbyPages } from '../app/games/lobby/lobby-pages';
import { optionalText } from '../app/search';

export const Route = createFileRoute('/rng')({
  staticData: { layout: layouts.full, textAreas: ['games'] },
  loader: routeTextsLoader,
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'vassalage'),
  component: RngPage,
});

function RngPage() {
  const { vassalage } = Route.useSearch();
  return <CategoryLobbyScreen page={lobbyPages.rng} vassalage={vassalage} />;
}
