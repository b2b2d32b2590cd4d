import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';
import { ElottScreen } from '../app/games/lobby/elott-screen';

export const Route = createFileRoute('/elott')({
  staticData: { layout: layouts.full, textAreas: ['games'] },
  loader: routeTextsLoader,
  component: ElottScreen,
});
