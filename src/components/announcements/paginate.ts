/** One page of a list; pages count from 1 and an out-of-range page is clamped. */
export interface Page<T> {
  items: T[];
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function paginate<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pages, hasPrevious: current > 1, hasNext: current < pages };
}
