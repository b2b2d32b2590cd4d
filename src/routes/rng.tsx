import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';
import { optionalText } from '../app/search';

export const Route = createFileRoute('/rng')({
  staticData: { layout: layouts.full },
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'vassalage'),
  component: RngPage,
});

function RngPage() {
  return <SectionScreen sectionKey="rng" />;
}
