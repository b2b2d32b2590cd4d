import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';
import { optionalText } from '../app/search';

export const Route = createFileRoute('/vnLottery')({
  staticData: { layout: layouts.headerSideMenu },
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'gameCode'),
  component: VnLotteryPage,
});

function VnLotteryPage() {
  return <SectionScreen sectionKey="vnLottery" />;
}
