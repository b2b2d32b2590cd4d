/**
 * An image that loads when a tenth of it enters the viewport, retries a
 * failed load up to three attempts in all, then shows the fallback (default
 * avatar or game icon).
 */
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export const lazyImageThreshold = 0.1;
export const lazyImageAttempts = 3;

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  fallback: string;
}

export function LazyImage({ src, fallback, alt = '', ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(1);

  useEffect(() => setAttempt(1), [src]);

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: lazyImageThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const failed = attempt > lazyImageAttempts;
  // A query suffix makes each retry a fresh request rather than a cached failure.
  const current = !visible ? undefined : failed || !src ? fallback : attempt === 1 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;

  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      data-state={!visible ? 'waiting' : failed ? 'fallback' : 'loading'}
      onError={() => {
        if (!failed) setAttempt((value) => value + 1);
      }}
      {...rest}
    />
  );
}
