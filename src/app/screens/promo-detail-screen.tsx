/** One promotion, found by the `id` search parameter in the shell's announcements answer. */
import { useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';
import { PromoDetailView } from '../../components/promotions/promo-detail-view';
import { toPromotionDetail } from '../../components/promotions/promotion-model';
import { useAnnouncements, useAnnouncementsStatus } from '../content/announcements';
import { navigateTo } from '../navigation';

/**
 * Promotion ids are positive integers; anything else is left out and shows
 * "not found". A number, not a string: the router writes a string that
 * looks like a number in quotes (`?id=%223%22`), a number stays `?id=3`.
 */
export function validatePromoDetailSearch(search: Record<string, unknown>): { id?: number } {
  const value = search.id;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,15}$/.test(text) ? { id: Number(text) } : {};
}

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
