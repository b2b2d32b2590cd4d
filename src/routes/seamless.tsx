import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';
import { GameScreen } from '../app/games/launch/game-screen';

export const Route = createFileRoute('/seamless')({
  staticData: { layout: layouts.headerSideMenu, textAreas: ['games'] },
  loader: routeTextsLoader,
  component: SeamlessPage,
});

function SeamlessPage() {
  return <GameScreen variant="inline" />;
}
