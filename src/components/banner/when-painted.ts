/**
 * Tells when an image has been drawn on screen, not merely loaded: the
 * browser's own paint report where it gives one (Element Timing), else two
 * animation frames after the load. A frame can reach the screen well after
 * its image loaded (a slow rasteriser, a busy page); swapping the image out
 * before then loses its paint.
 */
const elementTimingSupported = (): boolean =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');

/** How long a paint report may be waited for before the image counts as drawn anyway (a tab in the background). */
const reportWaitMs = 3000;

export const paintedIdentifier = 'first-banner';

/**
 * Call when the image (marked `elementtiming={paintedIdentifier}`) has loaded;
 * `drawn` runs once. Returns a cancel function.
 */
export function whenPainted(drawn: () => void): () => void {
  let done = false;
  let stop = () => {};
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    drawn();
  };
  if (elementTimingSupported()) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === paintedIdentifier)) finish();
    });
    observer.observe({ type: 'element', buffered: true });
    const timer = setTimeout(finish, reportWaitMs);
    stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  } else {
    const frame = requestAnimationFrame(() => requestAnimationFrame(finish));
    stop = () => cancelAnimationFrame(frame);
  }
  return () => {
    done = true;
    stop();
  };
}
