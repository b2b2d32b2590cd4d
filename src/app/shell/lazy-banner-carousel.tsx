/**
 * The banner carousel in its own chunk (with the slider library): banners
 * arrive with the announcements answer, after the first paint, so the
 * carousel's code loads only when there are banners to show. The banners
 * are decoration: if their chunk fails to load, the page goes on without
 * them rather than falling to the route's error screen.
 */
import { Component, Suspense, lazy, useState, type ReactNode } from 'react';
import type { BannerCarouselProps } from '../../components/banner/banner-carousel';
import { BannerPlaceholder } from '../../components/banner/banner-placeholder';
import { withChunkTimeout } from '../chunk-load';

const loadCarousel = () => import('../../components/banner/banner-carousel');
const Carousel = lazy(withChunkTimeout(() => loadCarousel().then((module) => ({ default: module.BannerCarousel }))));

/** Starts loading the carousel's chunk while the banners are still on their way, so it does not wait for them. */
export function preloadBannerCarousel(): void {
  loadCarousel().catch(() => undefined);
}

export function LazyBannerCarousel(props: BannerCarouselProps) {
  // The carousel takes the first banner's place only once the plain image has been drawn. Swapped in earlier, its own
  // copy of the picture becomes the page's largest paint, timed by the slider's chunk instead of by the picture.
  const [firstPainted, setFirstPainted] = useState(false);
  if (props.banners.length === 0) return null;
  const placeholder = <BannerPlaceholder home={props.home} imageUrl={props.banners[0]?.url} onImagePainted={() => setFirstPainted(true)} />;
  if (!firstPainted) return placeholder;
  return (
    <WithoutBannersOnFailure>
      <Suspense fallback={placeholder}>
        <Carousel {...props} />
      </Suspense>
    </WithoutBannersOnFailure>
  );
}

class WithoutBannersOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
