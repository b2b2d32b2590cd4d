/** Promotions as the announcements answer carries them, shaped like the seeded ones. */
import { vi } from 'vitest';
import type { Promotion } from '../../../../src/services/schemas/content';

export const promotion = (id: number, category: string, overrides: Partial<Promotion> = {}): Promotion => ({
  id,
  title: `Promotion ${id}`,
  category,
  content: `<p>Body of promotion ${id}.</p><p>Terms apply.</p>`,
  announcementImages: [{ sequence: 1, url: `/assets/promotions/${id}.svg` }],
  ...overrides,
});

/** Without IntersectionObserver, LazyImage sets its src at once, which lets the tests read it. */
export function showImagesAtOnce(): void {
  vi.stubGlobal('IntersectionObserver', undefined);
}
