/**
 * Editing home banners in the back office, as a content operator signed in
 * once for the spec. Each path gets banners of its own, each known by a
 * picture address no other path uses: published rows to edit or unpublish,
 * and drafts (another editor's) to discard. An edit changes one of those
 * rows, so its draft can go stale. The world makes each planned refusal happen
 * as it does between two editors (tests/model-ui/content-world.ts): a picture
 * address that is no address is refused below its field; the other editor
 * discards the draft before its preview, publishes the same row first (the
 * stale draft is refused at publish), unpublishes the row or discards the
 * draft just before ours arrives; a list's answer is lost on the way back.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { contentEditorMachine, type ContentEditorContext } from '../../src/backoffice/machines/content-editor.machine';
import { contentEditorModel } from '../../src/backoffice/machines/content-editor.model';
import { errorCodes } from '../../src/services/error-codes';
import { expect } from '../e2e/support/record-coverage';
import { backofficeGatewayConfig, openAsOperator } from './backoffice-operators';
import { contentWorldOf, discardBeforeCall, loseNextList, pictureOf, publishSameRowFirst, seedContentWorld, unpublishBeforeCall, type Banner } from './content-world';
import type { UiAdapter, UiWorld } from './ui-adapter';

/** The screen's words for the refusals the world arranges (locales/en.json). */
const says = {
  closed: 'This draft was already published or discarded: reload the list.',
  gone: 'This content is no longer published: reload the list.',
  changed: 'Someone published this content after your draft was started: open it again from the list and redo your change.',
  lost: 'Network link abnormal. Check your connection and try again.',
};

const machineDriven = (event: EventObject) => event.type.startsWith('xstate.');

/** The planned answer of `actor` among the answers this action sets off (before the operator's next move). */
function answerOf(upcoming: readonly EventObject[], actor: string): 'done' | 'error' | undefined {
  for (const event of upcoming) {
    if (!machineDriven(event)) return undefined;
    if (event.type === `xstate.done.actor.${actor}`) return 'done';
    if (event.type === `xstate.error.actor.${actor}`) return 'error';
  }
  return undefined;
}

const screen = (page: Page) => page.getByRole('region', { name: 'Banners' });
const rowOf = (page: Page, table: 'published' | 'drafts', banner: Banner) =>
  page.getByTestId(`banner-${table}`).getByRole('row').filter({ has: page.locator(`img[alt="EN"][title="${banner.picture}"]`) });

async function openBanners(world: UiWorld): Promise<void> {
  const count = (type: string) => world.upcoming.filter((event) => event.type === type).length;
  await seedContentWorld(world, { published: count('draft.edit') + count('row.unpublish'), drafts: count('draft.discard') });
  await openAsOperator(world.page, world.gateway, 'content', '/backoffice/content/banners');
}

/**
 * What the screens and the gateway can do: the first list's answer is lost only as a page that shows nothing to work
 * on (later lost lists keep the one shown); nothing reloads the list but a change; a draft another editor closed is
 * refused at every save, so the operator cancels.
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as ContentEditorContext;
  if (event.type === 'list.reload') return false;
  if (event.type === 'xstate.error.actor.loadList') return context.list !== null;
  if (snapshot.matches('editing') && context.errorCode === errorCodes.backofficeDraftClosed) return event.type === 'draft.cancel';
  return true;
}

export const contentEditorAdapter: UiAdapter = {
  machine: contentEditorMachine,
  // Chaining joins paths at the same step with a list shown and the same refusal, whatever rows the list holds.
  model: {
    ...contentEditorModel,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.list !== null, snapshot.context.errorCode]),
  },
  variants: { default: { open: openBanners } },
  filterEvents,
  gatewayConfig: backofficeGatewayConfig,
  sameDay: true,
  actions: {
    'draft.edit': async ({ page }) => {
      const world = contentWorldOf(page);
      world.editing = world.published[0]!;
      await rowOf(page, 'published', world.editing).getByRole('button', { name: 'Edit' }).click();
    },
    'draft.save': async ({ page, gateway, upcoming }) => {
      const world = contentWorldOf(page);
      const picture = pictureOf(world);
      if (answerOf(upcoming, 'loadPreview') === 'error') {
        await discardBeforeCall(page, gateway, 'preview');
        world.refusal = says.closed;
      }
      const form = page.getByRole('form', { name: 'Banner editor' });
      await form.getByLabel('Picture in EN (address)').fill(picture);
      // An address of another scheme: the gateway refuses it below the TY field.
      await form.getByLabel('Picture in TY (address)').fill(answerOf(upcoming, 'saveDraft') === 'error' ? 'javascript:alert(1)' : picture);
      world.saving = picture;
      await form.getByRole('button', { name: 'Save draft and preview' }).click();
    },
    'draft.back': async ({ page }) => {
      await page.getByTestId('banner-preview').getByRole('button', { name: 'Back to editing' }).click();
    },
    'draft.cancel': async ({ page }) => {
      await page.getByRole('form', { name: 'Banner editor' }).getByRole('button', { name: 'Cancel' }).click();
    },
    'draft.publish': async ({ page, gateway, upcoming }) => {
      const world = contentWorldOf(page);
      const refused = answerOf(upcoming, 'publishDraft') === 'error';
      if (refused) {
        await publishSameRowFirst(gateway, world);
        world.refusal = says.changed;
      }
      if (answerOf(upcoming, 'loadList') === 'error') {
        await loseNextList(page);
        world.refusal = says.lost;
      }
      await page.getByTestId('publish').click();
      if (!refused) world.editing!.picture = world.saving!;
    },
    'row.unpublish': async ({ page, gateway, upcoming }) => {
      const world = contentWorldOf(page);
      // The last of the rows: an edit takes the first, whose picture a lost list may still show as it was.
      const banner = world.published.pop()!;
      if (answerOf(upcoming, 'unpublishRow') === 'error') {
        await unpublishBeforeCall(page, gateway, banner);
        world.refusal = says.gone;
      }
      if (answerOf(upcoming, 'loadList') === 'error') {
        await loseNextList(page);
        world.refusal = says.lost;
      }
      await rowOf(page, 'published', banner).getByRole('button', { name: 'Unpublish' }).click();
    },
    'draft.discard': async ({ page, upcoming, gateway }) => {
      const world = contentWorldOf(page);
      const draft = world.drafts.shift()!;
      if (answerOf(upcoming, 'discardDraft') === 'error') {
        await discardBeforeCall(page, gateway, 'discard');
        world.refusal = says.closed;
      }
      if (answerOf(upcoming, 'loadList') === 'error') {
        await loseNextList(page);
        world.refusal = says.lost;
      }
      await rowOf(page, 'drafts', draft).getByRole('button', { name: 'Discard' }).click();
    },
  },
  automatic: contentEditorModel.events.filter(machineDriven).map((event) => event.type),
  states: {
    'contentEditor.listing': async ({ page }, expected) => {
      const { errorCode, published } = expected.context as ContentEditorContext;
      await expect(screen(page).getByRole('button', { name: 'New banner' })).toBeEnabled();
      await expect(page.getByTestId('banner-published')).toBeVisible();
      if (errorCode) await expect(screen(page).getByRole('alert')).toHaveText(contentWorldOf(page).refusal!);
      else await expect(screen(page).getByRole('alert')).toHaveCount(0);
      if (published !== null) await expect(screen(page).getByRole('status')).toHaveText(/^Published \(#\d+\): players see it now\.$/);
      else await expect(screen(page).getByRole('status')).toHaveCount(0);
    },
    'contentEditor.editing': async ({ page }, expected) => {
      const { errorCode, fields } = expected.context as ContentEditorContext;
      const form = page.getByRole('form', { name: 'Banner editor' });
      await expect(form.getByRole('button', { name: 'Save draft and preview' })).toBeEnabled();
      // A refusal that names fields shows each below its field; one that names none says why above the form.
      if (Object.keys(fields).length) await expect(form.getByLabel('Picture in TY (address)')).toHaveAccessibleDescription('This value is not valid.');
      else if (errorCode) await expect(screen(page).getByRole('alert')).toHaveText(contentWorldOf(page).refusal!);
      else await expect(screen(page).getByRole('alert')).toHaveCount(0);
    },
    'contentEditor.previewing': async ({ page }, expected) => {
      const { errorCode } = expected.context as ContentEditorContext;
      const world = contentWorldOf(page);
      await expect(page.getByTestId('publish')).toBeEnabled();
      // The preview shows the draft's picture in place of the row it changes, in both languages.
      await expect(page.getByTestId('preview-EN').locator(`[data-draft] img[src="${world.saving}"]`)).toBeVisible();
      if (errorCode) await expect(screen(page).getByRole('alert')).toHaveText(contentWorldOf(page).refusal!);
      else await expect(screen(page).getByRole('alert')).toHaveCount(0);
    },
  },
  notFromUi: {
    'transition:contentEditor.listing|list.reload|0':
      'The content screens reload the list only after a change of their own (publish, unpublish, discard: the loading state entered from those); no control sends list.reload.',
  },
};
