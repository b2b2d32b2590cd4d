/**
 * The banner area's box before the carousel is there: while the banners
 * load, and while the carousel's chunk loads. It has the carousel's geometry
 * (one slide and the dots row), so the page below does not move when the
 * carousel replaces it, and it shows the first banner as a plain image as
 * soon as its address is known, so the page's largest image does not wait
 * for the slider's code.
 */
import { useEffect, useRef } from 'react';
import { paintedIdentifier, whenPainted } from './when-painted';
import './banner-placeholder.css';

export interface BannerPlaceholderProps {
  home: boolean;
  imageUrl?: string;
  /** Called once the image has been drawn on screen (or failed to load). */
  onImagePainted?(): void;
}

/** Element Timing's attribute, unknown to React's types: the browser reports when this image is drawn. */
const timedAs = { elementtiming: paintedIdentifier };

export function BannerPlaceholder({ home, imageUrl, onImagePainted }: BannerPlaceholderProps) {
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  const loaded = onImagePainted ? () => (cancel.current ??= whenPainted(onImagePainted)) : undefined;
  const failed = onImagePainted ? () => onImagePainted() : undefined;
  return (
    <section className={home ? 'banner-placeholder banner-placeholder--home' : 'banner-placeholder'} aria-hidden="true" data-testid="banner-placeholder">
      <div className="banner-placeholder__slide">{imageUrl ? <img src={imageUrl} alt="" draggable={false} {...timedAs} onLoad={loaded} onError={failed} /> : null}</div>
      <div className="banner-placeholder__dots" />
    </section>
  );
}
