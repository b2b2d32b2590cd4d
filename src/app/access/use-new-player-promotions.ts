/**
 * New-player promotions for the registration form. The shell's announcements
 * are used when the form sits inside them (the register page); the modal
 * host renders outside that provider, so there they are loaded once here.
 */
import { useEffect, useMemo, useState } from 'react';
import type { RegisterPromotion } from '../../components/register/register-promotions';
import { fetchAnnouncements } from '../../services/content.api';
import type { Promotion } from '../../services/schemas/content';
import { useApp } from '../app-context';
import { useAnnouncements } from '../content/announcements';

const newPlayerCategory = 'new_player';

const toSlide = (promotion: Promotion): RegisterPromotion => ({
  id: promotion.id,
  title: promotion.title,
  imageUrl: (promotion.announcementImages.find((image) => image.sequence === 1) ?? promotion.announcementImages[0])?.url ?? '',
});

export function useNewPlayerPromotions(): RegisterPromotion[] {
  const { http } = useApp();
  const shared = useAnnouncements();
  const [own, setOwn] = useState<Promotion[] | null>(null);

  useEffect(() => {
    if (shared) return;
    const controller = new AbortController();
    fetchAnnouncements(http, { loggedIn: false, signal: controller.signal }).then(
      (answer) => setOwn(answer.promotion),
      // Without promotions the form simply shows none.
      () => undefined,
    );
    return () => controller.abort();
  }, [http, shared]);

  const promotions = shared?.promotion ?? own ?? [];
  return useMemo(() => promotions.filter((promotion) => promotion.category === newPlayerCategory).map(toSlide), [promotions]);
}
