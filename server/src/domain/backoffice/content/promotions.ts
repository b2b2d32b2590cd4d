/**
 * Promotions: the page players read (title, terms, cover per language,
 * category, window, order) and the claim rule, written together.
 *
 * What an edit does to claims already made: nothing. A claim keeps its own
 * amount, status and period key; a paid claim's wagering terms were copied
 * into its bonus requirement when it was paid; an application waiting for
 * review is paid the amount fixed when it was made. A changed rule counts
 * from the next claim on: a new period (say once → daily) gives members who
 * claimed under the old one a new period to claim in, and a moved start moves
 * where a once-only rule starts counting deposits and stake.
 *
 * Unpublishing never deletes the row (claims and bonus requirements refer to
 * it by id): it ends the window now and disables the rule, so players no
 * longer see the promotion and a claim of it is refused as closed, while
 * claims made before stay as they were. The kept draft targets the same row,
 * so publishing it runs the promotion again.
 */
import { asc, eq } from 'drizzle-orm';
import { promotionRules, promotions } from '../../../db/schema';
import type { Tx } from '../../ledger';
import type { ContentKind, Reader } from './kind';
import { promotionCategories, promotionSchema, requirementChoices, type PromotionBody } from './promotion-body';
import { bodyOf, isShownAt, promotionValues, publicPromotion, ruleValues, type PromotionRow, type RuleRow } from './promotion-rows';
import { rewardPeriods, rewardTypes } from '../../../../../src/services/schemas/rewards';
import { wageringBases } from '../../../../../src/services/schemas/wagering';

async function lockedRows(tx: Tx, id: number): Promise<{ row: PromotionRow; rule: RuleRow | null } | null> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  if (!row) return null;
  const [rule] = await tx.select().from(promotionRules).where(eq(promotionRules.promotionId, id)).for('update');
  return { row, rule: rule ?? null };
}

async function writeRule(tx: Tx, id: number, body: PromotionBody, had: RuleRow | null): Promise<void> {
  if (body.rule) {
    const values = ruleValues(id, body, body.rule);
    await tx.insert(promotionRules).values(values).onConflictDoUpdate({ target: promotionRules.promotionId, set: values });
  } else if (had) {
    // The rule row stays (claims were measured by it); a promotion without one is read, not claimed.
    await tx.update(promotionRules).set({ enabled: false }).where(eq(promotionRules.promotionId, id));
  }
}

export const promotionKind: ContentKind<PromotionBody> = {
  name: 'promotion',
  schema: promotionSchema,
  endsInPlace: true,
  choices: {
    categories: promotionCategories,
    rewardTypes,
    periods: rewardPeriods,
    requirements: requirementChoices,
    wageringBases,
  },
  async published(db) {
    const rows = await db.select().from(promotions).orderBy(asc(promotions.sort), asc(promotions.id));
    const rules = new Map((await db.select().from(promotionRules)).map((rule) => [rule.promotionId, rule]));
    return rows.map((row) => ({
      id: row.id,
      ...bodyOf(row, rules.get(row.id) ?? null),
    }));
  },
  async write(tx, id, body) {
    if (id === null) {
      const [made] = await tx.insert(promotions).values(promotionValues(body)).returning({ id: promotions.id });
      await writeRule(tx, made.id, body, null);
      return { id: made.id, before: null };
    }
    const old = await lockedRows(tx, id);
    if (!old) return null;
    await tx.update(promotions).set(promotionValues(body, old.row)).where(eq(promotions.id, id));
    await writeRule(tx, id, body, old.rule);
    return { id, before: bodyOf(old.row, old.rule) };
  },
  async remove(tx, id, now) {
    const old = await lockedRows(tx, id);
    // Already over: there is nothing left to take off the public answer.
    if (!old || (old.row.endsAt !== null && old.row.endsAt <= now)) return null;
    // A promotion not started yet gets an empty window rather than one ending before it starts.
    const startsAt = old.row.startsAt !== null && old.row.startsAt > now ? now : old.row.startsAt;
    await tx.update(promotions).set({ startsAt, endsAt: now }).where(eq(promotions.id, id));
    if (old.rule) await tx.update(promotionRules).set({ closesAt: now, enabled: false }).where(eq(promotionRules.promotionId, id));
    return bodyOf(old.row, old.rule);
  },
  async preview(db: Reader, draft, language, now) {
    const rows = await db.select().from(promotions).orderBy(asc(promotions.sort), asc(promotions.id));
    const target = rows.find((row) => row.id === draft.targetId);
    // The draft stands in for the row it changes; a new promotion gets an id no row has, listed after its equals in order.
    const draftId = draft.targetId ?? -draft.id;
    const drafted = { id: draftId, ...promotionValues(draft.body, target) };
    const orderOf = (id: number) => (id < 0 ? Number.MAX_SAFE_INTEGER : id);
    const list = [...rows.filter((row) => row.id !== draft.targetId), drafted].sort((a, b) => a.sort - b.sort || orderOf(a.id) - orderOf(b.id));
    const shown = list.filter((row) => isShownAt(row, now));
    return {
      draftId,
      now,
      shownNow: isShownAt(drafted, now),
      promotions: shown.map((row) => publicPromotion(row, language)),
      detail: publicPromotion(drafted, language),
    };
  },
};
