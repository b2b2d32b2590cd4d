import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';
import { optionalText } from '../app/search';
import { LotteryScreen } from '../app/games/lottery/lottery-screen';

export const Route = createFileRoute('/vnLottery')({
  staticData: { layout: layouts.headerSideMenu, textAreas: ['games'] },
  loader: routeTextsLoader,
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'gameCode'),
  component: VnLotteryPage,
});

function VnLotteryPage() {
  const { gameCode } = Route.useSearch();
  return <LotteryScreen screen="vn" gameCode={gameCode ?? null} />;
}
