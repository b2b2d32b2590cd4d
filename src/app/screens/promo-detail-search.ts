/**
 * The /promoDetail search parameter, on its own so the route tree (which is
 * in the entry chunk) does not pull the detail screen and its sanitiser in.
 */

/**
 * Promotion ids are positive integers; anything else is left out and shows
 * "not found". A number, not a string: the router writes a string that
 * looks like a number in quotes (`?id=%223%22`), a number stays `?id=3`.
 */
export function validatePromoDetailSearch(search: Record<string, unknown>): { id?: number } {
  const value = search.id;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,15}$/.test(text) ? { id: Number(text) } : {};
}
