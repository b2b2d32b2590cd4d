import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';
import { optionalText } from '../app/search';

export const Route = createFileRoute('/seaLottery')({
  staticData: { layout: layouts.headerSideMenu },
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'gameCode'),
  component: SeaLotteryPage,
});

function SeaLotteryPage() {
  return <SectionScreen sectionKey="seaLottery" />;
}
