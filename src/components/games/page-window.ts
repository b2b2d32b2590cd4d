/**
 * Which page numbers the pager shows: the first, the last and two either side
 * of the current one, with a gap (null) where numbers are left out.
 */
export function pageWindow(pageNo: number, totalPages: number, around = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= totalPages; page++) {
    const shown = page === 1 || page === totalPages || Math.abs(page - pageNo) <= around;
    if (shown) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
