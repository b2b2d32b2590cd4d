/**
 * Applying to the reviewed activity (promotion 5) from the reward centre,
 * for a member of its own. The picked files are real bytes: `png` a small
 * png, `html` a page named .png (the checker refuses it by its first
 * bytes), `broken` a png signature with nothing behind it (the checker lets
 * it through, the gateway's structural check refuses it below the images).
 * A lost answer is the dangerous kind: the application is taken and only
 * its answer dropped, so the retry with the same id must not apply twice.
 * Paths pick images on an empty form only: the model's check answers list
 * the picked image alone.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { activityApplicationMachine } from '../../src/machines/activity-application/activity-application.machine';
import type { ActivityApplicationContext } from '../../src/machines/activity-application/activity-application-types';
import { activityApplicationEvents as aa, activityApplicationModel, commentCases, imageCases } from '../../src/machines/activity-application/activity-application.model';
import { calls } from '../../src/services/calls';
import { pngBytes } from '../../server/test/rewards/images';
import { freshMember } from '../e2e/support/fresh-member';
import { expect } from '../e2e/support/record-coverage';
import { signIn } from '../e2e/support/sign-in';
import type { UiAdapter, UiWorld } from './ui-adapter';

const reviewed = 5;
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ActivityApplicationContext;
const codeOf = (event: EventObject | undefined) => (event as (EventObject & { error?: { code?: string } }) | undefined)?.error?.code;
const pickedOf = (event: EventObject) => (event as EventObject & { files: string[] }).files[0];
const outputOf = (event: EventObject) => (event as EventObject & { output: { images: unknown[]; refusal: string | null } }).output;
const has = (images: readonly unknown[], marker: string) => images.some((image) => image === marker);

const files: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {
  [imageCases.png]: { name: 'receipt.png', mimeType: 'image/png', buffer: pngBytes({ width: 40, height: 30 }) },
  [imageCases.html]: { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><p>not an image</p>') },
  [imageCases.broken]: { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]) },
};

/** The next application is taken by the gateway and its answer lost on the way back. */
async function arrangeSubmit({ page, upcoming }: UiWorld): Promise<void> {
  const answer = upcoming.find((event) => event.type === aa.submitDone || event.type === aa.submitError);
  if (codeOf(answer) !== 'network.abnormal') return;
  await page.route(
    (url) => url.pathname === calls.promotionClaim.path,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
}

function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const { images, picked, requestId, errorCode, fieldErrors } = contextOf(snapshot);
  switch (event.type) {
    case 'images.pick':
      if (pickedOf(event) === imageCases.unreadable) return false;
      // Beside a kept image only a refused pick: the model's check answers list the picked image alone.
      if (snapshot.matches('refused')) return pickedOf(event) === imageCases.html;
      return images.length === 0 && !fieldErrors?.images;
    case 'images.remove':
      return images.length > 0;
    case 'application.submit':
      // The form's schema stops a comment over the limit below the field: only the good one is sent, with an image.
      return (event as EventObject & { comment: string }).comment === commentCases.good && images.length > 0;
    case 'application.open':
    case 'application.cancel':
      // Once applied, the form is gone and the card shows the application under review.
      return !snapshot.matches('applied');
    case aa.checkError:
      return false;
    case aa.checkDone: {
      const output = outputOf(event);
      // The picked files are the model's markers while paths are planned.
      const marker = picked[0] as unknown as string;
      if (marker === imageCases.html) return output.refusal !== null;
      return output.refusal === null && (output.images[0] as unknown as string) === marker;
    }
    case aa.submitDone:
      return !has(images, imageCases.broken);
    case aa.submitError:
      if (codeOf(event) === 'network.abnormal') return true;
      // The gateway refuses the broken image; a retry replays the first attempt's answer, so a refusal follows a first attempt only.
      return has(images, imageCases.broken) && !(requestId !== null && errorCode === 'network.abnormal');
    default:
      return true;
  }
}

const panel = (page: Page) => page.getByTestId('application-panel');

export const activityApplicationAdapter: UiAdapter = {
  machine: activityApplicationMachine,
  model: activityApplicationModel,
  variants: {
    default: {
      async open({ page, gateway }) {
        const { login } = await freshMember(gateway, 'aaui', '0.00');
        await signIn(page, login, { origin: gateway.url, path: '/?mc=rewardCenter' });
        await expect(page.locator(`[data-testid="reward-card"][data-promotion-id="${reviewed}"]`)).toBeVisible();
      },
    },
  },
  filterEvents,
  actions: {
    'application.open': async ({ page }) => {
      await page.locator(`[data-testid="reward-card"][data-promotion-id="${reviewed}"]`).getByTestId('reward-action').click();
    },
    'images.pick': async ({ page }, event) => {
      await page.getByTestId('application-images').setInputFiles(files[pickedOf(event)]);
    },
    'images.remove': async ({ page }) => {
      await page.getByTestId('application-thumb').first().getByRole('button').click();
    },
    'application.submit': async (world, event) => {
      await arrangeSubmit(world);
      await world.page.getByTestId('application-comment').fill((event as EventObject & { comment: string }).comment);
      await world.page.getByTestId('application-submit').click();
    },
    'application.retry': async (world) => {
      await arrangeSubmit(world);
      await world.page.getByTestId('application-retry').click();
    },
    'application.cancel': async ({ page }) => {
      await page.getByTestId('application-cancel').click();
    },
  },
  automatic: Object.values(aa),
  states: {
    'activityApplication.closed': async ({ page }) => {
      await expect(panel(page)).toHaveCount(0);
    },
    'activityApplication.editing': async ({ page }, expected) => {
      const { images, fieldErrors } = contextOf(expected);
      const imagesError = page.getByTestId('application-images-error');
      // A refused pick keeps the images already there (the model's answer lists none): their count is checked elsewhere.
      if (fieldErrors?.images) return expect(imagesError).toHaveText(/\S/);
      await expect(page.getByTestId('application-thumb')).toHaveCount(images.length);
      await expect(imagesError).toHaveText('');
      await expect(page.getByTestId('application-submit')).toBeEnabled();
    },
    'activityApplication.refused': async ({ page }) => {
      // The gateway's code shows above the form, or below the images when it names them.
      await expect(page.getByTestId('application-error').or(page.getByTestId('application-images-error').filter({ hasText: /\S/ })).first()).toBeVisible();
      await expect(page.getByTestId('application-retry')).toHaveCount(0);
      await expect(page.getByTestId('application-thumb')).toHaveCount(1);
    },
    'activityApplication.failed': async ({ page }) => {
      await expect(page.getByTestId('application-retry')).toBeVisible();
      await expect(page.getByTestId('application-submit')).toBeDisabled();
    },
    'activityApplication.applied': async ({ page }) => {
      await expect(panel(page)).toHaveCount(0);
      await expect(page.getByTestId('reward-notice')).toContainText('Application sent');
    },
  },
  notFromUi: {
    'transition:activityApplication.editing|application.submit|0':
      'A comment over 140 characters: the form\'s schema stops it below the field, so the machine never receives it from the screen. The machine level takes it.',
    'transition:activityApplication.refused|application.submit|0': 'As for editing: the form never sends a comment over 140 characters.',
    'transition:activityApplication.validatingImages|xstate.error.actor.checkImages|0':
      'A picked file whose bytes cannot be read (it vanished or access was revoked): a browser test hands the input real bytes. The machine level takes it.',
    'transition:activityApplication.applied|application.open|0':
      'Once applied, the activity\'s card shows the application under review and offers no join. The machine level takes it.',
    'transition:activityApplication.applied|application.cancel|0': 'Once applied, the form (and its cancel button) is gone. The machine level takes it.',
  },
};
