/**
 * The points mall: earning rules (the brand's `pointConfig` setting), goods,
 * redemptions and conversion. Points move inside the caller's transaction
 * through `applyPoints` (point_ledger under a unique idempotency key, the
 * account row locked, never below zero); money through applyMovement.
 */
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import { trialType } from '../../../../src/services/schemas/account';
import type { PointConfig, PointConvertInput, PointRedeemInput, Redemption, RewardType } from '../../../../src/services/schemas/points';
import type { Db } from '../../db';
import { members, pointAccounts, pointLedger, pointRedemptions, pointRewards, settings } from '../../db/schema';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { checkPaymentPassword } from '../funds/payment-password';
import { pageOf } from '../funds/records';
import { applyMovement, type Tx } from '../ledger';
import { changeNotice, publishChange } from '../live/publish';
import { fromCents, toCents } from '../money';
import { answerOnce } from '../request-replies';

export const pointConfigKey = 'pointConfig';

export const defaultPointConfig: PointConfig = {
  earning: [
    { pointType: 'live', perAmount: '100.00', points: 1 },
    { pointType: 'lott', perAmount: '100.00', points: 1 },
    { pointType: 'pvp', perAmount: '100.00', points: 1 },
    { pointType: 'rng', perAmount: '100.00', points: 1 },
    { pointType: 'sports', perAmount: '100.00', points: 1 },
    { pointType: 'deposit', perAmount: '100.00', points: 2 },
  ],
  ratio: 100,
  minConvert: 100,
  convertEnabled: true,
};

/** The point config a stored `pointConfig` setting value makes (the defaults where it names nothing). */
export const pointConfigOf = (value: unknown): PointConfig => ({ ...defaultPointConfig, ...((value as Partial<PointConfig> | undefined) ?? {}) });

export async function pointConfig(db: Db | Tx): Promise<PointConfig> {
  const [row] = await db.select().from(settings).where(eq(settings.key, pointConfigKey)).limit(1);
  return pointConfigOf(row?.value);
}

export interface PointsMove {
  memberId: number;
  amount: number;
  kind: string;
  idempotencyKey: string;
  reference?: string;
  now: number;
}

/** Moves points inside the caller's transaction; a duplicate key fails the transaction (unique violation). */
export async function applyPoints(tx: Tx, move: PointsMove): Promise<number> {
  if (!Number.isInteger(move.amount) || move.amount === 0) throw new Error(`points must move by a whole non-zero amount, got ${move.amount}`);
  await tx.insert(pointAccounts).values({ memberId: move.memberId, balance: 0 }).onConflictDoNothing();
  const [updated] = await tx
    .update(pointAccounts)
    .set({ balance: sql`${pointAccounts.balance} + ${move.amount}` })
    .where(and(eq(pointAccounts.memberId, move.memberId), sql`${pointAccounts.balance} + ${move.amount} >= 0`))
    .returning({ balance: pointAccounts.balance, notice: changeNotice(move.memberId, ['points']) });
  if (!updated) throw new DomainError(errorCodes.pointsInsufficient, 400);
  await tx.insert(pointLedger).values({
    memberId: move.memberId,
    amount: move.amount,
    balanceAfter: updated.balance,
    kind: move.kind,
    idempotencyKey: move.idempotencyKey,
    reference: move.reference ?? '',
    createdAt: move.now,
  });
  return updated.balance;
}

// ── Earning ───────────────────────────────────────────────────────────────
const categoryPointType: Record<string, PointConfig['earning'][number]['pointType']> = {
  LIVE: 'live',
  LOTT: 'lott',
  ELOTT: 'lott',
  PVP: 'pvp',
  RNG: 'rng',
  FISH: 'rng',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
};

export type EarnSource =
  | { kind: 'bet'; betId: number | string; memberId: number; category: string; stake: string; now: number }
  | { kind: 'deposit'; depositId: number | string; memberId: number; amount: string; now: number };

/** What earnPoints reads, when the caller has read it already in a statement of its own (a round's settlement). */
export interface EarnFacts {
  member: { type: (typeof members.$inferSelect)['type'] } | null;
  config: PointConfig;
}

/** Credits the points a settled bet or an approved deposit earns, once per source; 0 when it earns none. */
export async function earnPoints(tx: Tx, source: EarnSource, known?: EarnFacts): Promise<number> {
  // Trial accounts play on demo money: their bets must not turn into points that convert to real balance.
  const member = known ? known.member : (await tx.select({ type: members.type }).from(members).where(eq(members.id, source.memberId)).limit(1))[0];
  if (!member || member.type === trialType) return 0;
  const config = known?.config ?? (await pointConfig(tx));
  const pointType = source.kind === 'bet' ? categoryPointType[source.category.toUpperCase()] : 'deposit';
  const rule = config.earning.find((r) => r.pointType === pointType);
  if (!rule) return 0;
  const per = toCents(rule.perAmount);
  const base = toCents(source.kind === 'bet' ? source.stake : source.amount);
  if (per <= 0n || base <= 0n) return 0;
  const points = Number(base / per) * rule.points;
  if (points <= 0) return 0;
  const key = source.kind === 'bet' ? `earn:bet:${source.betId}` : `earn:deposit:${source.depositId}`;
  const [done] = await tx.select({ id: pointLedger.id }).from(pointLedger).where(eq(pointLedger.idempotencyKey, key)).limit(1);
  if (done) return 0;
  await applyPoints(tx, { memberId: source.memberId, amount: points, kind: rule.pointType, idempotencyKey: key, reference: String(source.kind === 'bet' ? source.betId : source.depositId), now: source.now });
  return points;
}

// ── Goods ─────────────────────────────────────────────────────────────────
const localised = (texts: Record<string, string>, language: string) => texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? '';

type RewardRow = typeof pointRewards.$inferSelect;
export const toReward = (row: RewardRow, language: string) => ({
  id: row.id,
  type: row.type as RewardType,
  name: localised(row.names, language),
  description: localised(row.descriptions, language),
  imageUrl: row.imageUrl,
  points: row.points,
  amount: fromCents(toCents(row.amount)),
  stock: row.stock,
  unit: localised(row.units, language),
  needsAddress: row.needsAddress,
});

export async function rewardsList(db: Db, input: { pageNo: number; pageSize: number; type: '' | RewardType }, language: string) {
  const where = and(eq(pointRewards.enabled, true), input.type ? eq(pointRewards.type, input.type) : undefined);
  const [total] = await db.select({ value: count() }).from(pointRewards).where(where);
  const rows = await db
    .select()
    .from(pointRewards)
    .where(where)
    .orderBy(pointRewards.sort, pointRewards.id)
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  return { list: rows.map((row) => toReward(row, language)), ...pageOf(Number(total?.value ?? 0), input.pageNo, input.pageSize) };
}

// ── Redemptions ───────────────────────────────────────────────────────────
type RedemptionRow = typeof pointRedemptions.$inferSelect;
const toRedemption = (row: RedemptionRow, reward: RewardRow | undefined, language: string): Redemption => ({
  reference: row.reference,
  appliedAt: row.createdAt,
  type: (reward?.type ?? 'gift') as RewardType,
  name: reward ? localised(reward.names, language) : '',
  quantity: row.quantity,
  points: row.points,
  amount: fromCents(toCents(row.amount)),
  status: row.status as Redemption['status'],
  remark: row.remark,
  unit: reward ? localised(reward.units, language) : '',
  address: row.address,
  mobile: row.mobile,
});

export async function redeemReward(db: Db, member: Member, input: PointRedeemInput, now: number, language: string) {
  const { requestId } = input;
  const memberId = member.id;
  const [reward] = await db.select().from(pointRewards).where(and(eq(pointRewards.id, input.rewardId), eq(pointRewards.enabled, true))).limit(1);
  if (!reward) throw new DomainError(errorCodes.rewardNotFound, 404);
  if (reward.needsAddress && (!input.address || !input.mobile)) throw new DomainError(errorCodes.addressRequired, 400);
  await checkPaymentPassword(db, member, input.paymentPassword, now);
  return answerOnce(db, { memberId, requestId, call: 'pointRedeem' }, now, async (tx) => {
    // The price and the on/off flag are read again under the row's lock, with the stock: an operator who switches
    // the goods off or changes its price while this redemption runs is either before it (this sees the change) or
    // after it (the redemption was made at the price shown), never half of each.
    const [taken] = await tx
      .update(pointRewards)
      .set({ stock: sql`${pointRewards.stock} - ${input.quantity}` })
      .where(and(eq(pointRewards.id, reward.id), eq(pointRewards.enabled, true), gte(pointRewards.stock, input.quantity)))
      .returning({ points: pointRewards.points, amount: pointRewards.amount });
    if (!taken) {
      const [still] = await tx.select({ enabled: pointRewards.enabled }).from(pointRewards).where(eq(pointRewards.id, reward.id));
      throw still?.enabled ? new DomainError(errorCodes.rewardOutOfStock, 409) : new DomainError(errorCodes.rewardNotFound, 404);
    }
    const points = taken.points * input.quantity;
    const cents = toCents(taken.amount) * BigInt(input.quantity);
    const reference = `PR${now}${memberId}${requestId.replace(/[^A-Za-z0-9]/g, '').slice(-8)}`;
    const pointBalance = await applyPoints(tx, { memberId, amount: -points, kind: 'redeem', idempotencyKey: `redeem:${memberId}:${requestId}`, reference, now });
    if (cents > 0n) await applyMovement(tx, { memberId, cents: -cents, kind: 'point_redemption', idempotencyKey: `redeem:${memberId}:${requestId}`, reference, now });
    const [row] = await tx
      .insert(pointRedemptions)
      .values({ reference, memberId, rewardId: reward.id, quantity: input.quantity, points, amount: fromCents(cents), address: input.address, mobile: input.mobile, createdAt: now })
      .returning();
    await publishChange(tx, memberId, ['redemptions']);
    return { redemption: toRedemption(row!, reward, language), pointBalance };
  });
}

export async function redeemHistory(
  db: Db,
  memberId: number,
  input: { pageNo: number; pageSize: number; startTime: number; endTime: number; status: string },
  language: string,
) {
  const where = and(
    eq(pointRedemptions.memberId, memberId),
    gte(pointRedemptions.createdAt, input.startTime),
    lte(pointRedemptions.createdAt, input.endTime),
    input.status ? eq(pointRedemptions.status, input.status) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(pointRedemptions).where(where);
  const rows = await db
    .select({ redemption: pointRedemptions, reward: pointRewards })
    .from(pointRedemptions)
    .leftJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .where(where)
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  return { list: rows.map((r) => toRedemption(r.redemption, r.reward ?? undefined, language)), ...pageOf(Number(total?.value ?? 0), input.pageNo, input.pageSize) };
}

/** Operator: approve, or reject with a remark refunding the points, the money and the stock; once. */
export async function decideRedemption(db: Db, reference: string, decision: { approve: boolean; remark?: string }, now: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pointRedemptions)
      .set({ status: decision.approve ? 'approved' : 'rejected', remark: decision.remark ?? '', decidedAt: now })
      .where(and(eq(pointRedemptions.reference, reference), eq(pointRedemptions.status, 'process')))
      .returning();
    if (!row) throw new DomainError(errorCodes.redemptionNotPending, 409);
    await publishChange(tx, row.memberId, ['redemptions']);
    if (!decision.approve) {
      await applyPoints(tx, { memberId: row.memberId, amount: row.points, kind: 'refund', idempotencyKey: `refund:redeem:${row.id}`, reference, now });
      const cents = toCents(row.amount);
      if (cents > 0n) await applyMovement(tx, { memberId: row.memberId, cents, kind: 'point_redemption', idempotencyKey: `refund:redeem:${row.id}`, reference, now });
      await tx.update(pointRewards).set({ stock: sql`${pointRewards.stock} + ${row.quantity}` }).where(eq(pointRewards.id, row.rewardId));
    }
    return { reference, status: row.status };
  });
}

export async function redemptionsForOperator(db: Db, status = '') {
  return db
    .select()
    .from(pointRedemptions)
    .where(status ? eq(pointRedemptions.status, status) : undefined)
    .orderBy(desc(pointRedemptions.createdAt))
    .limit(200);
}

// ── Details and conversion ────────────────────────────────────────────────
export async function pointDetails(db: Db, memberId: number, input: { pageNo: number; pageSize: number; startTime: number; endTime: number; pointType: string }) {
  const config = await pointConfig(db);
  const conditions: (SQL | undefined)[] = [
    eq(pointLedger.memberId, memberId),
    gte(pointLedger.createdAt, input.startTime),
    lte(pointLedger.createdAt, input.endTime),
    input.pointType ? eq(pointLedger.kind, input.pointType) : undefined,
  ];
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(pointLedger).where(where);
  const rows = await db
    .select()
    .from(pointLedger)
    .where(where)
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  return {
    list: rows.map((row) => ({
      id: row.id,
      pointType: row.kind as never,
      changedPoints: row.amount,
      pointBalance: row.balanceAfter,
      ratio: row.kind === 'convert' ? config.ratio : null,
      reference: row.reference,
      createdAt: row.createdAt,
    })),
    ...pageOf(Number(total?.value ?? 0), input.pageNo, input.pageSize),
  };
}

export async function convertPoints(db: Db, member: Member, input: PointConvertInput, now: number) {
  const config = await pointConfig(db);
  if (!config.convertEnabled) throw new DomainError(errorCodes.convertDisabled, 409);
  if (input.points < config.minConvert) throw new DomainError(errorCodes.convertBelowMin, 400, { min: config.minConvert });
  if (input.points % config.ratio !== 0) throw new DomainError(errorCodes.convertNotMultiple, 400, { ratio: config.ratio });
  await checkPaymentPassword(db, member, input.paymentPassword, now);
  const memberId = member.id;
  return answerOnce(db, { memberId, requestId: input.requestId, call: 'pointConvert' }, now, async (tx) => {
    const key = `convert:${memberId}:${input.requestId}`;
    const pointBalance = await applyPoints(tx, { memberId, amount: -input.points, kind: 'convert', idempotencyKey: key, reference: key, now });
    const cents = BigInt(input.points / config.ratio) * 100n;
    const moved = await applyMovement(tx, { memberId, cents, kind: 'point_conversion', idempotencyKey: key, reference: key, now });
    return { points: input.points, amount: fromCents(cents), pointBalance, balance: moved.balanceAfter };
  });
}
