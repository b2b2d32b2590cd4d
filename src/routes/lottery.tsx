import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';
import { optionalText } from '../app/search';

export const Route = createFileRoute('/lottery')({
  staticData: { layout: layouts.headerOnly },
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'gameCode', 'playType'),
  component: LotteryPage,
});

function LotteryPage() {
  return <SectionScreen sectionKey="lottery" />;
}
