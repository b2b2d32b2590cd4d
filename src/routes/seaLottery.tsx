import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { gameTextsLoader } from '../app/games/game-texts';
import { optionalText } from '../app/search';
import { LotteryScreen } from '../app/games/lottery/lottery-screen';

export const Route = createFileRoute('/seaLottery')({
  staticData: { layout: layouts.headerSideMenu, textAreas: ['games'] },
  loader: gameTextsLoader,
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'gameCode'),
  component: SeaLotteryPage,
});

function SeaLotteryPage() {
  const { gameCode } = Route.useSearch();
  return <LotteryScreen screen="sea" gameCode={gameCode ?? null} />;
}
