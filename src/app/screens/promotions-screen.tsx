/**
 * The promotion list from the shell's announcements answer. A hash holding
 * a promotion id (the side menu's links) scrolls to that card and glows it.
 * The router scrolls to the hash only once, right after navigating, which
 * misses the card when the announcements answer arrives later (a direct
 * visit to /promotions#5): so this screen scrolls again when the target
 * first appears.
 */
import { useEffect, useMemo, useState } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { PromotionsView } from '../../components/promotions/promotions-view';
import { toPromotionCard } from '../../components/promotions/promotion-model';
import { useAnnouncements, useAnnouncementsStatus } from '../content/announcements';
import { navigateTo } from '../navigation';

export const hashScrollOptions: ScrollIntoViewOptions = { behavior: 'smooth', block: 'start' };

export function PromotionsScreen() {
  const router = useRouter();
  const hash = useRouterState({ select: (state) => state.location.hash });
  const announcements = useAnnouncements();
  const load = useAnnouncementsStatus();
  const promotions = useMemo(() => (announcements ? announcements.promotion.map(toPromotionCard) : []), [announcements]);
  const [category, setCategory] = useState<string | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);

  const target = promotions.find((promotion) => String(promotion.id) === hash) ?? null;
  const targetShown = target !== null && (category === null || target.category === category);

  // A new hash target shows every category, so a filter never hides it.
  useEffect(() => {
    if (hash) setCategory(null);
  }, [hash]);

  useEffect(() => {
    if (!targetShown || !target) return;
    document.getElementById(String(target.id))?.scrollIntoView(hashScrollOptions);
    setHighlightedId(target.id);
    // Keyed on the id, not the card object: a reload of the answer (language change) must not scroll again.
  }, [targetShown, target?.id]);

  const chooseCategory = (next: string | null) => {
    setCategory(next);
    setHighlightedId(null);
  };

  return (
    <PromotionsView
      status={announcements ? 'ready' : load.status === 'failed' ? 'failed' : 'loading'}
      promotions={promotions}
      activeCategory={category}
      highlightedId={highlightedId}
      onCategory={chooseCategory}
      onNavigate={(to) => void navigateTo(router, to)}
      onRetry={load.retry}
    />
  );
}
