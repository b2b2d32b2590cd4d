import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';
import { GameScreen } from '../app/games/launch/game-screen';

export const Route = createFileRoute('/game')({
  staticData: { layout: layouts.headerOnly, textAreas: ['games'] },
  loader: routeTextsLoader,
  component: GamePage,
});

function GamePage() {
  return <GameScreen variant="page" />;
}
