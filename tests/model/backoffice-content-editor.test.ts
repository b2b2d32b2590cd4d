/**
 * Model-based test of the content-editor machine against the real gateway, on
 * banners, provided with the content calls as the content screens provide
 * them (src/backoffice/services/content-editor.actors.ts). A content
 * operator signs in through the back office's session calls. The world makes
 * each planned refusal happen the way it does in use: a banner whose picture
 * address is no address is refused below the field; a second editor discards
 * the draft or unpublishes the row just before the first one's call arrives;
 * the connection drops while the list loads. After every step the list, the
 * draft and the preview the machine holds must be the gateway's.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newOperator, type OperatorBrowser } from '../../server/test/backoffice/support';
import { contentEditorMachine } from '../../src/backoffice/machines/content-editor.machine';
import { contentEditorModel } from '../../src/backoffice/machines/content-editor.model';
import { contentApi, type BannerBody, type BannerPreview, type ContentList } from '../../src/backoffice/services/content.api';
import { contentEditorActors } from '../../src/backoffice/services/content-editor.actors';
import { backofficeCalls, type BackofficeCallName } from '../../src/services/backoffice-calls';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { uniqueSuffix } from './support/access-world';
import { startBackofficeWorld, type BackofficeWorld } from './support/backoffice-world';

type List = ContentList<BannerBody>;

const banner = (sort: number, picture = `/assets/banners/w_promotion-${(sort % 3) + 1}.svg`): BannerBody => ({
  groupName: 'w_home',
  imageUrl: { EN: picture, TY: picture },
  linkageType: 'ROUTE',
  linkage: '/promotions',
  sort,
});

/** The machine as the banners screen provides it. */
const bannersEditor = contentEditorMachine.provide({ actors: contentEditorActors('banners') });

const plans = planPaths(contentEditorMachine, contentEditorModel, [{}]);

const machineDriven = (event: EventObject) => event.type.startsWith('xstate.');
const isError = (event: EventObject | undefined, actor: string) => event?.type === `xstate.error.actor.${actor}`;

/** The planned answer of `actor` among the answers this step's event sets off (before the next thing the operator does). */
function answerAhead(plan: PlannedPath, index: number, actor: string): EventObject | undefined {
  for (const event of plan.events.slice(index + 1)) {
    if (!machineDriven(event)) return undefined;
    if (event.type.endsWith(`.actor.${actor}`)) return event;
  }
  return undefined;
}

const previewPath = new RegExp(`^${backofficeCalls.previewDraft.path.replace(':id', '(\\d+)')}$`);
const pathOf = (name: BackofficeCallName, id: number) => backofficeCalls[name].path.replace(':id', String(id)).replace(':kind', 'banners');

describe('contentEditor machine on the real gateway', () => {
  let world: BackofficeWorld;
  let me: string;
  let other: OperatorBrowser;
  const coverage = createCoverage();

  beforeAll(async () => {
    world = await startBackofficeWorld();
    // Two editors for the whole file: the clock moves only by the sign-in steps, far from the sessions' idle limit.
    me = await world.signIn('content');
    other = await newOperator(world.gateway, world, `editor${uniqueSuffix()}`, 'content');
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(contentEditorMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → '), plan] as const))('path %i: %s', async (_index, _label, plan) => {
    // A draft of the other editor's waits in the list, for a discard.
    expect((await call(world.gateway, other, 'createDraft', { kind: 'banners' }, { targetId: null, body: banner(40) })).body.success).toBe(true);
    const actor = coverage.createActor(bannersEditor);
    let sort = 50;

    try {
      await replayPath(actor, plan, {
        network: world.network,
        callPaths: { loadList: [backofficeCalls.contentList.path.replace(':kind', 'banners')] },
        executors: {
          'draft.edit': () => ({ type: 'draft.edit', draftId: null, targetId: null, body: banner(sort++) }),
          'draft.save': (_event, { index }) => {
            if (isError(answerAhead(plan, index, 'loadPreview'), 'loadPreview')) {
              // The other editor discards the draft between its save and its preview.
              world.beforeNextCall(previewPath, (path) => call(world.gateway, other, 'discardDraft', { id: previewPath.exec(path)![1]! }));
            }
            // A picture address that is no address: refused below the field, in the language it was typed in.
            const bad = isError(answerAhead(plan, index, 'saveDraft'), 'saveDraft');
            const body = banner(sort++);
            return { type: 'draft.save', body: bad ? { ...body, imageUrl: { ...body.imageUrl, TY: 'javascript:alert(1)' } } : body };
          },
          'draft.publish': (event, { index }) => {
            const draftId = actor.getSnapshot().context.draftId as number;
            if (isError(answerAhead(plan, index, 'publishDraft'), 'publishDraft')) {
              world.beforeNextCall(pathOf('publishDraft', draftId), () => call(world.gateway, other, 'discardDraft', { id: String(draftId) }));
            }
            return event;
          },
          'row.unpublish': (_event, { index }) => {
            const id = (actor.getSnapshot().context.list as List).published[0]!.id;
            if (isError(answerAhead(plan, index, 'unpublishRow'), 'unpublishRow')) {
              world.beforeNextCall(pathOf('unpublishContent', id), () => call(world.gateway, other, 'unpublishContent', { kind: 'banners', id: String(id) }, { reason: 'Taken down first' }));
            }
            return { type: 'row.unpublish', id };
          },
          'draft.discard': (_event, { index }) => {
            const id = (actor.getSnapshot().context.list as List).drafts[0]!.id;
            if (isError(answerAhead(plan, index, 'discardDraft'), 'discardDraft')) {
              world.beforeNextCall(pathOf('discardDraft', id), () => call(world.gateway, other, 'discardDraft', { id: String(id) }));
            }
            return { type: 'draft.discard', id };
          },
        },
        assertState: async (real: AnyMachineSnapshot, expected, event) => {
          const context = real.context;
          expect(context.errorCode).toBe(expected.context.errorCode);
          expect(context.fields).toEqual(expected.context.fields);
          if (event?.type === 'xstate.done.actor.loadList') {
            const list = await contentApi.list('banners');
            expect(context.list).toEqual(list);
            if (context.published !== null) expect(list.published.map((row) => row.id)).toContain(context.published);
          }
          if (real.matches('previewing')) {
            const preview = context.preview as BannerPreview;
            // The preview shows the draft in place of its row, or under a negative id while it is new.
            const shownAs = context.targetId ?? -(context.draftId as number);
            expect(preview.languages.EN.draftId).toBe(shownAs);
            expect(preview.languages.EN.banners.find((row) => row.bannerId === shownAs)?.url).toBe((context.body as BannerBody).imageUrl.EN);
          }
          if (real.matches('editing') && context.draftId !== null) {
            const saved = (await contentApi.list('banners')).drafts.find((draft) => draft.id === context.draftId);
            // A draft the other editor discarded meanwhile is gone from the list; one still open holds what was saved.
            if (saved && context.errorCode === null) expect(saved.author).toBe(me);
          }
        },
      });
    } finally {
      world.clearPendingActs();
    }
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(contentEditorMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
