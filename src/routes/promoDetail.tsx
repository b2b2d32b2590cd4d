import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';
import { optionalText } from '../app/search';

export const Route = createFileRoute('/promoDetail')({
  staticData: { layout: layouts.bare },
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'id'),
  component: PromoDetailPage,
});

function PromoDetailPage() {
  return <SectionScreen sectionKey="promoDetail" />;
}
