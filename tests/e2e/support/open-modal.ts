/**
 * Opens a modal through the shell actor the app context holds, the way the
 * shell itself opens one: for modals no part of the page opens on its own,
 * or opens only after a longer journey than the test is about.
 */
import type { Page } from '@playwright/test';

export async function openThroughShell(page: Page, modal: string, props?: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ([name, modalProps]) => {
      type Fiber = { memoizedProps?: { value?: { actors?: { shell?: { send(event: unknown): void } } } }; return: Fiber | null };
      const element = document.querySelector('#root *');
      const key = element && Object.keys(element).find((candidate) => candidate.startsWith('__reactFiber$'));
      let fiber = key ? ((element as unknown as Record<string, Fiber>)[key] as Fiber | null) : null;
      while (fiber && !fiber.memoizedProps?.value?.actors?.shell) fiber = fiber.return;
      const shell = fiber?.memoizedProps?.value?.actors?.shell;
      if (!shell) throw new Error('the app context is not mounted');
      shell.send({ type: 'modal.open', modal: name, props: modalProps });
    },
    [modal, props] as const,
  );
}
