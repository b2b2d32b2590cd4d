/** One promotion, found by the `id` search parameter in the shell's announcements answer. */
import { useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';
import { PromoDetailView } from '../../components/promotions/promo-detail-view';
import { toPromotionDetail } from '../../components/promotions/promotion-model';
import { useAnnouncements, useAnnouncementsStatus } from '../content/announcements';
import { navigateTo } from '../navigation';

export function PromoDetailScreen({ id }: { id?: number }) {
  const router = useRouter();
  const announcements = useAnnouncements();
  const load = useAnnouncementsStatus();
  const promotion = useMemo(() => {
    const found = id ? announcements?.promotion.find((entry) => entry.id === id) : undefined;
    return found ? toPromotionDetail(found) : null;
  }, [announcements, id]);
  // Without an id there is nothing to wait for.
  const status = promotion ? 'ready' : id && !announcements ? (load.status === 'failed' ? 'failed' : 'loading') : 'notFound';
  return <PromoDetailView status={status} promotion={promotion} onNavigate={(to) => void navigateTo(router, to)} onRetry={load.retry} />;
}
