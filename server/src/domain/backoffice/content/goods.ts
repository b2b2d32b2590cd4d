/**
 * The points mall's goods: name, description and unit in EN and TY, one
 * picture, the points price (and any money price), stock, on or off, order.
 * The preview is the mall's public list with the draft in place, through the
 * same projection (toReward) the public call uses.
 *
 * Stock and redemptions. A redemption takes stock in its own transaction with
 * `stock = stock - n where stock >= n` (domain/points/mall.ts), and a refused
 * redemption gives it back the same way. An edit is a change of stock, not a
 * new count: the draft keeps the stock the operator saw (`stockSeen`), and
 * publishing adds the difference to the stock there is at that moment, under
 * the row's lock. So:
 * - a redemption that committed before the publish took the lock is already
 *   in the stock the publish reads: it stays counted (never written over);
 * - a redemption that reaches the row while the publish holds the lock waits,
 *   and Postgres checks `stock >= n` again against the published stock: it
 *   takes from it or is refused as out of stock;
 * - a publish reaching a row an open redemption has changed waits for it.
 * The stock never goes below zero (the table's check; a decrease larger than
 * what is left stops at zero: everything is then sold).
 */
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { rewardTypes } from '../../../../../src/services/schemas/points';
import { pointRewards } from '../../../db/schema';
import { toReward } from '../../points/mall';
import type { ContentKind } from './kind';

const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
const description = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1000));
const unit = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(30));
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
/** A site path or an https address, as for banners. */
const address = v.pipe(v.string(), v.trim(), v.maxLength(500), v.regex(/^(\/[^\s]+|https:\/\/[^\s]+)$/));

const goodsSchema = v.object({
  type: v.picklist(rewardTypes),
  names: v.object({ EN: name, TY: name }),
  descriptions: v.object({ EN: description, TY: description }),
  units: v.object({ EN: unit, TY: unit }),
  imageUrl: address,
  points: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000)),
  /** Money paid with the points, as the ledger writes it. */
  amount: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}(\.\d{1,2})?$/)), '0'),
  stock: count(1_000_000),
  /** The stock when the edit began (null for new goods): publishing applies `stock - stockSeen` to the stock it finds. */
  stockSeen: v.optional(v.nullable(count(1_000_000)), null),
  needsAddress: v.optional(v.boolean(), false),
  enabled: v.optional(v.boolean(), true),
  sort: v.optional(count(999), 0),
});

export type GoodsBody = v.InferOutput<typeof goodsSchema>;
type Row = typeof pointRewards.$inferSelect;

const bodyOf = (row: Row): GoodsBody => ({
  type: row.type as GoodsBody['type'],
  names: { EN: row.names.EN ?? '', TY: row.names.TY ?? '' },
  descriptions: { EN: row.descriptions.EN ?? '', TY: row.descriptions.TY ?? '' },
  units: { EN: row.units.EN ?? '', TY: row.units.TY ?? '' },
  imageUrl: row.imageUrl,
  points: row.points,
  amount: row.amount,
  stock: row.stock,
  stockSeen: row.stock,
  needsAddress: row.needsAddress,
  enabled: row.enabled,
  sort: row.sort,
});

/** The stock a publish leaves: the operator's difference applied to what is left now. */
export const stockAfter = (now: number, body: Pick<GoodsBody, 'stock' | 'stockSeen'>) => (body.stockSeen === null ? body.stock : Math.max(0, now + body.stock - body.stockSeen));

const columnsOf = ({ stockSeen: _seen, ...body }: GoodsBody, stock: number) => ({ ...body, stock });

export const goodsKind: ContentKind<GoodsBody> = {
  name: 'goods',
  schema: goodsSchema,
  choices: { types: rewardTypes },
  endsInPlace: true,
  async published(db) {
    const rows = await db.select().from(pointRewards).orderBy(asc(pointRewards.sort), asc(pointRewards.id));
    return rows.map((row) => ({ id: row.id, ...bodyOf(row) }));
  },
  async write(tx, id, body) {
    if (id === null) {
      const [made] = await tx.insert(pointRewards).values(columnsOf(body, body.stock)).returning({ id: pointRewards.id });
      return { id: made!.id, before: null };
    }
    const [old] = await tx.select().from(pointRewards).where(eq(pointRewards.id, id)).for('update');
    if (!old) return null;
    await tx.update(pointRewards).set(columnsOf(body, stockAfter(old.stock, body))).where(eq(pointRewards.id, id));
    return { id, before: bodyOf(old) };
  },
  async remove(tx, id) {
    // Redemptions keep their goods' id; off the public list is switching it off, so their history still names it.
    const [old] = await tx.select().from(pointRewards).where(eq(pointRewards.id, id)).for('update');
    if (!old || !old.enabled) return null;
    await tx.update(pointRewards).set({ enabled: false }).where(eq(pointRewards.id, id));
    return bodyOf(old);
  },
  async preview(db, draft, language) {
    const rows = await db.select().from(pointRewards).orderBy(asc(pointRewards.sort), asc(pointRewards.id));
    const target = rows.find((row) => row.id === draft.targetId);
    const draftId = draft.targetId ?? -draft.id;
    const drafted: Row = { id: draftId, ...columnsOf(draft.body, target ? stockAfter(target.stock, draft.body) : draft.body.stock) };
    const orderOf = (row: Row) => (row.id < 0 ? Number.MAX_SAFE_INTEGER : row.id);
    const listed = [...rows.filter((row) => row.id !== draft.targetId), drafted].filter((row) => row.enabled).sort((a, b) => a.sort - b.sort || orderOf(a) - orderOf(b));
    return { draftId, listed: draft.body.enabled, goods: listed.map((row) => toReward(row, language)) };
  },
};
