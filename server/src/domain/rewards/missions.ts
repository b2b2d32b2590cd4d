/**
 * Missions: daily and weekly tasks measured from the member's real bets,
 * deposits and logins. A completed mission is claimed once per period: the
 * claim row (unique per member, mission and period), its bonus ledger row
 * and the stored answer commit together, so a retry or a second click never
 * pays twice.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import { moneyMetrics, type Mission, type MissionClaimAnswer, type MissionSummary } from '../../../../src/services/schemas/rewards';
import type { Db } from '../../db';
import { missionClaims, missions } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../../http/domain-error';
import { applyMovement, type Tx } from '../ledger';
import { publishChange } from '../live/publish';
import { fromCents, toCents } from '../money';
import { answerOnce } from '../request-replies';
import { betFigures, depositCents, loginDays } from './measures';
import { periodWindow, type PeriodWindow } from './periods';
import { mainBalance } from './wallet-balance';

type MissionRow = typeof missions.$inferSelect;

/** Progress as the answer shows it: whole numbers, or money with two places. */
async function progressOf(db: Db | Tx, memberId: number, mission: MissionRow, window: PeriodWindow): Promise<string> {
  switch (mission.metric) {
    case 'deposit':
      return fromCents(await depositCents(db, memberId, window));
    case 'login_days':
      return String(await loginDays(db, memberId, window));
    case 'stake':
      return fromCents((await betFigures(db, memberId, window, mission.categories)).stakeCents);
    case 'rounds':
      return String((await betFigures(db, memberId, window, mission.categories)).rounds);
    case 'wins':
      return String((await betFigures(db, memberId, window, mission.categories)).wins);
  }
}

const isMoney = (mission: MissionRow) => moneyMetrics.includes(mission.metric);
const targetOf = (mission: MissionRow) => (isMoney(mission) ? fromCents(toCents(mission.target)) : String(Math.trunc(Number(mission.target))));
const reached = (mission: MissionRow, progress: string) => (isMoney(mission) ? toCents(progress) >= toCents(mission.target) : Number(progress) >= Number(mission.target));

export async function missionSummary(db: Db, memberId: number, now: number): Promise<MissionSummary> {
  const rows = await db.select().from(missions).where(eq(missions.enabled, true)).orderBy(asc(missions.sort), asc(missions.id));
  const windows = rows.map((mission) => periodWindow(mission.period, now));
  const claims = rows.length
    ? await db
        .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
        .from(missionClaims)
        .where(
          and(
            eq(missionClaims.memberId, memberId),
            inArray(
              missionClaims.missionId,
              rows.map((row) => row.id),
            ),
            inArray(missionClaims.periodKey, [...new Set(windows.map((w) => w.key))]),
          ),
        )
    : [];
  const claimed = new Set(claims.map((claim) => `${claim.missionId}|${claim.periodKey}`));
  const list: Mission[] = await Promise.all(
    rows.map(async (mission, index) => {
      const window = windows[index];
      const progress = await progressOf(db, memberId, mission, window);
      const status = claimed.has(`${mission.id}|${window.key}`) ? 'claimed' : reached(mission, progress) ? 'claim' : 'process';
      return {
        id: mission.id,
        code: mission.code,
        period: mission.period,
        metric: mission.metric,
        categories: mission.categories,
        target: targetOf(mission),
        progress,
        rewardAmount: fromCents(toCents(mission.rewardAmount)),
        points: mission.points,
        status,
        periodEndsAt: window.endsAt!,
      } satisfies Mission;
    }),
  );
  const week = periodWindow('weekly', now);
  const [mine] = await db
    .select({ points: sql<number>`coalesce(sum(${missionClaims.points}), 0)::int` })
    .from(missionClaims)
    .where(and(eq(missionClaims.memberId, memberId), gte(missionClaims.createdAt, week.startsAt), lt(missionClaims.createdAt, week.endsAt!)));
  return {
    enabled: rows.length > 0,
    count: list.filter((mission) => mission.status !== 'claimed').length,
    claimable: list.filter((mission) => mission.status === 'claim').length,
    points: Number(mine?.points ?? 0),
    missions: list,
  };
}

export async function claimMission(db: Db, memberId: number, input: { requestId: string; missionId: number }, now: number): Promise<MissionClaimAnswer> {
  try {
    return await answerOnce(db, { memberId, requestId: input.requestId, call: 'missionClaim' }, now, async (tx) => {
      const [mission] = await tx
        .select()
        .from(missions)
        .where(and(eq(missions.id, input.missionId), eq(missions.enabled, true)))
        .limit(1);
      if (!mission) throw new DomainError(errorCodes.missionNotFound, 404, null, { missionId: errorCodes.missionNotFound });
      const window = periodWindow(mission.period, now);
      const [earlier] = await tx
        .select({ id: missionClaims.id })
        .from(missionClaims)
        .where(and(eq(missionClaims.memberId, memberId), eq(missionClaims.missionId, mission.id), eq(missionClaims.periodKey, window.key)))
        .limit(1);
      if (earlier) throw new DomainError(errorCodes.missionClaimed, 409);
      if (!reached(mission, await progressOf(tx, memberId, mission, window))) throw new DomainError(errorCodes.missionNotCompleted, 400);
      const cents = toCents(mission.rewardAmount);
      const ledgerKey = `mission:${memberId}:${mission.id}:${window.key}`;
      await tx.insert(missionClaims).values({
        memberId,
        missionId: mission.id,
        periodKey: window.key,
        amount: fromCents(cents),
        points: mission.points,
        ledgerKey: cents > 0n ? ledgerKey : null,
        createdAt: now,
      });
      await publishChange(tx, memberId, ['missions']);
      const balance =
        cents > 0n
          ? (await applyMovement(tx, { memberId, cents, kind: 'bonus', idempotencyKey: ledgerKey, reference: `mission ${mission.code} ${window.key}`, now })).balanceAfter
          : await mainBalance(tx, memberId);
      return { missionId: mission.id, amount: fromCents(cents), points: mission.points, balance };
    });
  } catch (error) {
    // Another request for the same mission and period committed first.
    if (isUniqueViolation(error)) throw new DomainError(errorCodes.missionClaimed, 409);
    throw error;
  }
}
