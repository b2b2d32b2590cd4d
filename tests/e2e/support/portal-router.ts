/**
 * The portal's router as the page holds it: the `router` prop of
 * <RouterProvider>, found by walking the React tree up from #root's first
 * element. Its context is the app context, so the shell actor and the other
 * app-wide actors are reached through it too. Helpers that drive the portal
 * from a test (navigation, opening a modal) start here.
 */
import type { JSHandle, Page } from '@playwright/test';

export interface PortalRouter {
  navigate(options: { href: string }): Promise<void>;
  options: { context: { actors: { shell?: { send(event: unknown): void } } } };
}

/** Runs in the page (Playwright sends its source): it may use nothing from this module. */
function findPortalRouter(): PortalRouter | null {
  type Fiber = { memoizedProps?: { router?: PortalRouter }; return: Fiber | null };
  const element = document.querySelector('#root *');
  const key = element && Object.keys(element).find((candidate) => candidate.startsWith('__reactFiber$'));
  let fiber = key ? ((element as unknown as Record<string, Fiber>)[key] as Fiber | null) : null;
  while (fiber && typeof fiber.memoizedProps?.router?.navigate !== 'function') fiber = fiber.return;
  return fiber?.memoizedProps?.router ?? null;
}

/** A handle on the router, or on null while the tab holds no portal; the caller disposes it. */
export function portalRouter(page: Page): Promise<JSHandle<PortalRouter | null>> {
  return page.evaluateHandle(findPortalRouter);
}
