/**
 * Starts fetching an image a coming render will show. The first page asks for
 * its banner as soon as the announcements answer names it, while the screen's
 * code is still loading: the render then paints the picture from the memory
 * cache instead of asking for it and painting a frame later.
 */
export function preloadImage(url: string | undefined): void {
  if (!url) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
