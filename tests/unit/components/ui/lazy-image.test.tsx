/** LazyImage: waits for a tenth of itself to be visible, tries three times, then shows the fallback. */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage, lazyImageAttempts, lazyImageThreshold } from '../../../../src/components/ui/lazy-image';

/** A stand-in observer the test drives by hand: happy-dom lays nothing out, so nothing ever intersects on its own. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  unobserve() {}

  disconnect() {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports the observed element as (not) intersecting. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 0.5 : 0 }) as unknown as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const latestObserver = () => FakeIntersectionObserver.instances.at(-1)!;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderImage(src = '/img/game.png') {
  const view = render(<LazyImage src={src} fallback="/img/default-icon.png" alt="Game" />);
  const image = () => view.getByAltText('Game') as HTMLImageElement;
  return { ...view, image };
}

describe('LazyImage', () => {
  it('observes itself with threshold 0.1 and loads nothing until it intersects', () => {
    const { image } = renderImage();
    expect(lazyImageThreshold).toBe(0.1);
    expect(latestObserver().options.threshold).toBe(0.1);
    expect(latestObserver().observed).toEqual([image()]);
    expect(image().getAttribute('src')).toBeNull();
    expect(image().dataset.state).toBe('waiting');

    latestObserver().report(false);
    expect(image().getAttribute('src')).toBeNull();

    latestObserver().report(true);
    expect(image().getAttribute('src')).toBe('/img/game.png');
    expect(image().dataset.state).toBe('loading');
    expect(latestObserver().disconnected).toBe(true);
  });

  it('retries a failed load as fresh requests, three attempts in all, then shows the fallback for good', () => {
    const { image } = renderImage();
    latestObserver().report(true);
    expect(lazyImageAttempts).toBe(3);

    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/img/game.png?retry=2');
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/img/game.png?retry=3');
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/img/default-icon.png');
    expect(image().dataset.state).toBe('fallback');

    // A broken fallback must not start the cycle again.
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/img/default-icon.png');
  });

  it('appends the retry marker to an existing query', () => {
    const { image } = renderImage('/img/game.png?v=7');
    latestObserver().report(true);
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/img/game.png?v=7&retry=2');
  });

  it('shows the fallback straight away when there is no source', () => {
    const { image } = renderImage('');
    latestObserver().report(true);
    expect(image().getAttribute('src')).toBe('/img/default-icon.png');
  });

  it('starts counting again for a new source', () => {
    const { image, rerender } = renderImage();
    latestObserver().report(true);
    fireEvent.error(image());
    fireEvent.error(image());
    fireEvent.error(image());
    expect(image().dataset.state).toBe('fallback');
    rerender(<LazyImage src="/img/other.png" fallback="/img/default-icon.png" alt="Game" />);
    expect(image().getAttribute('src')).toBe('/img/other.png');
    expect(image().dataset.state).toBe('loading');
  });

  it('stops observing when it leaves the page before being seen', () => {
    const { unmount } = renderImage();
    const observer = latestObserver();
    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { image } = renderImage();
    expect(image().getAttribute('src')).toBe('/img/game.png');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
