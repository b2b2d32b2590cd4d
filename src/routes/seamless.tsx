import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { gameTextsLoader } from '../app/games/game-texts';
import { GameScreen } from '../app/games/launch/game-screen';

export const Route = createFileRoute('/seamless')({
  staticData: { layout: layouts.headerSideMenu, textAreas: ['games'] },
  loader: gameTextsLoader,
  component: SeamlessPage,
});

function SeamlessPage() {
  return <GameScreen variant="inline" />;
}
