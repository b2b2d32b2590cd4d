/**
 * Navigations the shell starts. Going where we already are, a navigation
 * that a newer one aborted or cancelled, and one a guard redirected are not
 * failures (spec §8): they are dropped quietly.
 */
import { isRedirect, type AnyRouter } from '@tanstack/react-router';

export function isIgnorableNavigationError(error: unknown): boolean {
  if (isRedirect(error)) return true;
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (error instanceof Error && /abort|cancel|redundant|duplicate/i.test(`${error.name} ${error.message}`)) return true;
  return false;
}

/** Navigates to an in-app href (`/promotions#3`, `/rng?vassalage=PG`), or does nothing when already there. */
export async function navigateTo(router: AnyRouter, href: string): Promise<void> {
  const current = router.state.location;
  if (`${current.pathname}${current.searchStr}${current.hash ? `#${current.hash}` : ''}` === href) return;
  try {
    await router.navigate({ href });
  } catch (error) {
    if (!isIgnorableNavigationError(error)) throw error;
  }
}
