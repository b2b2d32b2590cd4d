import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { PromoDetailScreen } from '../app/screens/promo-detail-screen';
import { validatePromoDetailSearch } from '../app/screens/promo-detail-search';

export const Route = createFileRoute('/promoDetail')({
  staticData: { layout: layouts.bare },
  validateSearch: validatePromoDetailSearch,
  component: PromoDetailPage,
});

function PromoDetailPage() {
  const { id } = Route.useSearch();
  return <PromoDetailScreen id={id} />;
}
