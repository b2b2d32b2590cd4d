import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { routeTextsLoader } from '../app/route-texts';
import { optionalText } from '../app/search';
import { LotteryScreen } from '../app/games/lottery/lottery-screen';

export const Route = createFileRoute('/lottery')({
  staticData: { layout: layouts.headerOnly, textAreas: ['games'] },
  loader: routeTextsLoader,
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'gameCode', 'playType'),
  component: LotteryPage,
});

function LotteryPage() {
  const { gameCode } = Route.useSearch();
  return <LotteryScreen screen="lottery" gameCode={gameCode ?? null} />;
}
