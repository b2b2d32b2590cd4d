/** Picks the current route's banner group and follows a banner's linkage on click. */
import { useEffect } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { bannerGroupFor, bannersOf } from '../../components/banner/banner-groups';
import type { Banner } from '../../services/schemas/content';
import { useAnnouncements, useAnnouncementsStatus } from '../content/announcements';
import { navigateTo } from '../navigation';
import { LazyBannerCarousel, preloadBannerCarousel } from './lazy-banner-carousel';
import { BannerPlaceholder } from '../../components/banner/banner-placeholder';

const noBanners: Banner[] = [];

export function BannerContainer() {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const announcements = useAnnouncements();
  const { status } = useAnnouncementsStatus();
  const group = bannerGroupFor(pathname);
  useEffect(() => {
    if (group) preloadBannerCarousel();
  }, [group]);
  const banners = bannersOf(announcements?.banners ?? noBanners, group);

  const follow = (banner: Banner) => {
    switch (banner.linkageType) {
      case 'URL':
        window.open(banner.linkage, '_blank', 'noopener');
        break;
      case 'PROMOTION':
        void navigateTo(router, `/promoDetail?id=${encodeURIComponent(banner.linkage)}`);
        break;
      case 'ROUTE':
        if (banner.linkage.startsWith('/')) void navigateTo(router, banner.linkage);
        break;
      case 'GAME':
        void navigateTo(router, `/rng?vassalage=${encodeURIComponent(banner.linkage)}`);
        break;
    }
  };

  // Until the answer arrives the banner's box is held, so the page below does not jump when it does.
  if (group && status === 'loading' && !announcements) return <BannerPlaceholder home={group === 'w_home'} />;
  return <LazyBannerCarousel banners={banners} home={group === 'w_home'} onSelect={follow} />;
}
