/** Public content from the back office: lists with drafts, draft writes, previews in both languages, publishing, and the maintenance and whitelabel switches. */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { errorCodes } from '../../../../src/services/error-codes';
import { contentOf, createDraft, discardDraft, openDraft, previewDraft, publishDraft, unpublish, updateDraft } from '../../domain/backoffice/content/drafts';
import { contentKind, contentKindAt } from '../../domain/backoffice/content/kinds';
import { changeSwitch, changeSystemState, settingsOf } from '../../domain/backoffice/content/settings';
import type { GatewayEnv } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { sessionActor } from './actor';
import { guard } from './guard';
import { bodyOf } from './input';

const reason = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), '');
const draftEnvelope = <S extends v.GenericSchema>(body: S) => v.object({ targetId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null), body });
const epoch = v.pipe(v.number(), v.integer(), v.minValue(0));
const systemBody = v.object({
  maintenance: v.boolean(),
  regionRestriction: v.optional(v.boolean(), false),
  maintainTime: v.optional(v.nullable(v.object({ startTime: epoch, endTime: epoch })), null),
  reason,
});
const switchBody = v.object({ enabled: v.boolean(), reason });

const db = (c: Context<GatewayEnv>) => c.get('deps').db;
const now = (c: Context<GatewayEnv>) => c.get('deps').clock.now();
function idOf(c: Context<GatewayEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1) throw new DomainError(errorCodes.notFound, 404);
  return id;
}

export function contentRoutes(routes: Hono<GatewayEnv>): void {
  routes.get(calls.systemSwitches.path, guard(calls.systemSwitches), async (c) => c.json(ok(await settingsOf(db(c)))));
  routes.put(calls.setMaintenance.path, guard(calls.setMaintenance), async (c) => {
    const { reason: why, ...state } = await bodyOf(c, systemBody);
    return c.json(ok(await changeSystemState(db(c), sessionActor(c), state, why, now(c))));
  });
  routes.put(calls.setWhitelabelSwitch.path, guard(calls.setWhitelabelSwitch), async (c) => {
    const { enabled, reason: why } = await bodyOf(c, switchBody);
    return c.json(ok(await changeSwitch(db(c), sessionActor(c), c.req.param('name') ?? '', enabled, why, now(c))));
  });
  routes.get(calls.contentList.path, guard(calls.contentList), async (c) => c.json(ok(await contentOf(db(c), contentKindAt(c.req.param('kind') ?? '')))));
  routes.post(calls.createDraft.path, guard(calls.createDraft), async (c) => {
    const kind = contentKindAt(c.req.param('kind') ?? '');
    const input = await bodyOf(c, draftEnvelope(kind.schema));
    return c.json(ok(await createDraft(db(c), kind, sessionActor(c), input, now(c))));
  });
  routes.put(calls.updateDraft.path, guard(calls.updateDraft), async (c) => {
    const draft = await openDraft(db(c), idOf(c));
    const kind = contentKind(draft.kind);
    const { body } = await bodyOf(c, draftEnvelope(kind.schema));
    return c.json(ok(await updateDraft(db(c), kind, sessionActor(c), draft.id, body, now(c))));
  });
  routes.delete(calls.discardDraft.path, guard(calls.discardDraft), async (c) => c.json(ok(await discardDraft(db(c), idOf(c), now(c)))));
  routes.get(calls.previewDraft.path, guard(calls.previewDraft), async (c) => c.json(ok(await previewDraft(db(c), contentKind, idOf(c), now(c)))));
  routes.post(calls.publishDraft.path, guard(calls.publishDraft), async (c) => c.json(ok(await publishDraft(db(c), contentKind, sessionActor(c), idOf(c), now(c)))));
  routes.post(calls.unpublishContent.path, guard(calls.unpublishContent), async (c) => {
    const kind = contentKindAt(c.req.param('kind') ?? '');
    const { reason: why } = await bodyOf(c, v.object({ reason }));
    return c.json(ok(await unpublish(db(c), kind, sessionActor(c), idOf(c), why, now(c))));
  });
}
