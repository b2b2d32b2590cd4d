/**
 * Opens a modal through the shell actor the app context holds, the way the
 * shell itself opens one: for modals no part of the page opens on its own,
 * or opens only after a longer journey than the test is about.
 */
import type { Page } from '@playwright/test';
import { withPortalRouter } from './portal-router';

export async function openThroughShell(page: Page, modal: string, props?: Record<string, unknown>): Promise<void> {
  await withPortalRouter(
    page,
    (router, [name, modalProps]) => {
      const shell = router?.options.context.actors.shell;
      if (!shell) throw new Error('the app context is not mounted');
      shell.send({ type: 'modal.open', modal: name, props: modalProps });
    },
    [modal, props] as const,
  );
}
