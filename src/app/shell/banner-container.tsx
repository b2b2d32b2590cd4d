/** Picks the current route's banner group and follows a banner's linkage on click. */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { BannerCarousel } from '../../components/banner/banner-carousel';
import { bannerGroupFor } from '../../components/banner/banner-groups';
import type { Banner } from '../../services/schemas/content';
import { useAnnouncements } from '../content/announcements';
import { navigateTo } from '../navigation';

const noBanners: Banner[] = [];

export function BannerContainer() {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const announcements = useAnnouncements();
  const group = bannerGroupFor(pathname);
  const banners = group ? (announcements?.banners ?? noBanners).filter((banner) => banner.groupName === group) : noBanners;

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

  return <BannerCarousel banners={banners} home={group === 'w_home'} onSelect={follow} />;
}
