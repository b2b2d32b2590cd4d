import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';
import { optionalText } from '../app/search';
import { LotteryScreen } from '../app/games/lottery/lottery-screen';

export const Route = createFileRoute('/seaLottery')({
  staticData: { layout: layouts.headerSideMenu, textAreas: ['games'] },
  loader: routeTextsLoader,
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'gameCode'),
  component: SeaLotteryPage,
});

function SeaLotteryPage() {
  const { gameCode } = Route.useSearch();
  return <LotteryScreen screen="sea" gameCode={gameCode ?? null} />;
}
