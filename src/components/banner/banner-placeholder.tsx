/**
 * The banner area's box before the carousel is there: while the banners
 * load, and while the carousel's chunk loads. It has the carousel's geometry
 * (one slide and the dots row), so the page below does not move when the
 * carousel replaces it, and it shows the first banner as a plain image as
 * soon as its address is known, so the page's largest image does not wait
 * for the slider's code.
 */
import './banner-placeholder.css';

export function BannerPlaceholder({ home, imageUrl }: { home: boolean; imageUrl?: string }) {
  return (
    <section className={home ? 'banner-placeholder banner-placeholder--home' : 'banner-placeholder'} aria-hidden="true" data-testid="banner-placeholder">
      <div className="banner-placeholder__slide">{imageUrl ? <img src={imageUrl} alt="" draggable={false} /> : null}</div>
      <div className="banner-placeholder__dots" />
    </section>
  );
}
