/**
 * The portal's router as the page holds it: the `router` prop of
 * <RouterProvider>, found by walking the React tree up from #root's first
 * element. Its context is the app context, so the shell actor and the other
 * app-wide actors are reached through it too. Helpers that drive the portal
 * from a test (navigation, opening a modal) start here.
 */
import type { Page } from '@playwright/test';

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

/**
 * Runs `inPage` in the page with the router (null while the tab holds no portal) and `arg`, and answers what it
 * answers. `inPage` is sent as source, like any `evaluate` function.
 */
export async function withPortalRouter<Arg, Result>(page: Page, inPage: (router: PortalRouter | null, arg: Arg) => Result | Promise<Result>, arg: Arg): Promise<Result> {
  const router = await page.evaluateHandle(findPortalRouter);
  try {
    // Playwright types `arg` as unboxed handles, which a generic Arg cannot be shown to match: plain values pass as they are.
    return (await router.evaluate(inPage as never, arg as never)) as Result;
  } finally {
    await router.dispose();
  }
}
