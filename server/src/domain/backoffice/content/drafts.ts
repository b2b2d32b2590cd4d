/**
 * The draft-and-publish cycle shared by every kind of content. A draft is
 * written and previewed without touching a public answer; publishing is one
 * transaction that writes the content row (its table's trigger raises the
 * content version, so every instance answers the change at once), closes the
 * draft and appends the audit row with the row's body before and after.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../../src/services/error-codes';
import type { Db } from '../../../db';
import { contentDrafts } from '../../../db/schema';
import { DomainError } from '../../../http/domain-error';
import type { Tx } from '../../ledger';
import { recordAudit, type Actor } from '../audit';
import { contentLanguages, type ContentKind } from './kind';

type Draft = typeof contentDrafts.$inferSelect;
type AnyKind = ContentKind<object>;

export async function contentOf(db: Db, kind: AnyKind) {
  const [published, drafts] = await Promise.all([
    kind.published(db),
    db.select().from(contentDrafts).where(and(eq(contentDrafts.kind, kind.name), eq(contentDrafts.status, 'draft'))).orderBy(desc(contentDrafts.updatedAt), desc(contentDrafts.id)),
  ]);
  return { choices: kind.choices, published, drafts: drafts.map(({ id, targetId, body, author, updatedAt }) => ({ id, targetId, body, author, updatedAt })) };
}

export async function createDraft(db: Db, kind: AnyKind, actor: Actor, input: { targetId: number | null; body: object }, now: number) {
  if (input.targetId !== null) {
    const exists = (await kind.published(db)).some((row) => row.id === input.targetId);
    if (!exists) throw new DomainError(errorCodes.backofficeContentGone, 404);
  }
  await kind.check?.(db, input.targetId, input.body);
  const [made] = await db
    .insert(contentDrafts)
    .values({ kind: kind.name, targetId: input.targetId, body: input.body as Record<string, unknown>, author: actor.actor, createdAt: now, updatedAt: now })
    .returning({ id: contentDrafts.id });
  return { id: made.id };
}

/** An open draft of any kind, or a 404/409 the operator can read. */
export async function openDraft(db: Pick<Db, 'select'>, id: number, forUpdate = false): Promise<Draft> {
  const query = db.select().from(contentDrafts).where(eq(contentDrafts.id, id));
  const [draft] = forUpdate ? await query.for('update') : await query;
  if (!draft) throw new DomainError(errorCodes.notFound, 404);
  if (draft.status !== 'draft') throw new DomainError(errorCodes.backofficeDraftClosed, 409);
  return draft;
}

export async function updateDraft(db: Db, kind: AnyKind, actor: Actor, id: number, body: object, now: number) {
  const draft = await openDraft(db, id);
  await kind.check?.(db, draft.targetId, body);
  await db
    .update(contentDrafts)
    .set({ body: body as Record<string, unknown>, author: actor.actor, updatedAt: now })
    .where(and(eq(contentDrafts.id, id), eq(contentDrafts.kind, kind.name), eq(contentDrafts.status, 'draft')));
  return { id };
}

export async function discardDraft(db: Db, id: number, now: number) {
  await openDraft(db, id);
  await db.update(contentDrafts).set({ status: 'discarded', updatedAt: now }).where(and(eq(contentDrafts.id, id), eq(contentDrafts.status, 'draft')));
  return null;
}

/** The public answer's changed part in every language, as players will see it once published. */
export async function previewDraft(db: Db, kindOf: (name: string) => AnyKind, id: number, now: number) {
  const draft = await openDraft(db, id);
  const kind = kindOf(draft.kind);
  // The body was checked against the kind's schema when it was written.
  const input = { id: draft.id, targetId: draft.targetId, body: draft.body };
  const languages = await Promise.all(contentLanguages.map(async (language) => [language, await kind.preview(db, input, language, now)] as const));
  return { kind: draft.kind, targetId: draft.targetId, body: draft.body, languages: Object.fromEntries(languages) };
}

/**
 * Two operators may draft the same row; the second to publish would silently undo the first's change, made
 * after that draft was started from the older row. Publishes of one row take turns (a lock for the
 * transaction), and a draft started before another draft of its row was published is refused: the operator
 * reopens the row as it is now.
 */
async function refuseIfChangedSince(tx: Tx, kind: string, targetId: number, startedAt: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${kind}:${targetId}`}))`);
  const [newer] = await tx
    .select({ id: contentDrafts.id })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.publishedId, targetId), eq(contentDrafts.status, 'published'), gt(contentDrafts.updatedAt, startedAt)))
    .limit(1);
  if (newer) throw new DomainError(errorCodes.backofficeContentChanged, 409);
}

export async function publishDraft(db: Db, kindOf: (name: string) => AnyKind, actor: Actor, id: number, now: number) {
  return db.transaction(async (tx) => {
    const draft = await openDraft(tx, id, true);
    const kind = kindOf(draft.kind);
    if (draft.targetId !== null) await refuseIfChangedSince(tx, draft.kind, draft.targetId, draft.createdAt);
    const written = await kind.write(tx, draft.targetId, draft.body, now);
    if (!written) throw new DomainError(errorCodes.backofficeContentGone, 409);
    await tx.update(contentDrafts).set({ status: 'published', publishedId: written.id, updatedAt: now }).where(eq(contentDrafts.id, id));
    await recordAudit(tx, actor, { action: `content.${kind.name}.publish`, subject: `${kind.name}:${written.id}`, before: written.before, after: draft.body }, now);
    return { id: written.id };
  });
}

/**
 * Takes a published row off the public answer. Its body stays as a draft
 * (of the same row when the kind ends rows in place), so switching it back
 * on is publishing that draft.
 */
export async function unpublish(db: Db, kind: AnyKind, actor: Actor, id: number, reason: string, now: number) {
  return db.transaction(async (tx) => {
    const removed = await kind.remove(tx, id, now);
    if (!removed) throw new DomainError(errorCodes.backofficeContentGone, 404);
    const [kept] = await tx
      .insert(contentDrafts)
      .values({ kind: kind.name, targetId: kind.endsInPlace ? id : null, body: removed as Record<string, unknown>, author: actor.actor, createdAt: now, updatedAt: now })
      .returning({ id: contentDrafts.id });
    await recordAudit(tx, actor, { action: `content.${kind.name}.unpublish`, subject: `${kind.name}:${id}`, before: removed, after: null, reason }, now);
    return { draftId: kept.id };
  });
}
