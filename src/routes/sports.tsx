import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';
import { CategoryLobbyScreen } from '../app/games/lobby/category-lobby-screen';
import { lobbyPages } from '../app/games/lobby/lobby-pages';

export const Route = createFileRoute('/sports')({
  staticData: { layout: layouts.full, textAreas: ['games'] },
  loader: routeTextsLoader,
  component: SportsPage,
});

function SportsPage() {
  return <CategoryLobbyScreen page={lobbyPages.sports} />;
}
