import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';
import { CategoryLobbyScreen } from '../app/games/lobby/category-lobby-screen';
import { lobbyPages } from '../app/games/lobby/lobby-pages';

export const Route = createFileRoute('/live')({
  staticData: { layout: layouts.full, textAreas: ['games'] },
  loader: routeTextsLoader,
  component: LivePage,
});

function LivePage() {
  return <CategoryLobbyScreen page={lobbyPages.live} />;
}
