/**
 * Rounds written the way the provider writes them (the bets row with its
 * stake and payout ledger rows in one transaction), and an independent,
 * deliberately plain reading of the settlement rules to check the
 * gateway's amounts against, cent for cent.
 */
import { bets } from '../../src/db/schema';
import type { Db } from '../../src/db';
import { applyMovement } from '../../src/domain/ledger';
import { fromCents } from '../../src/domain/money';
import { seeded } from '../games/support';

export interface Round {
  memberId: number;
  /** Cents. */
  stake: bigint;
  payout: bigint;
  at: number;
  status?: 'open' | 'settled';
}

let counter = 0;

export async function placeRound(db: Db, round: Round): Promise<void> {
  const game = seeded('PG_AZTEC_GOLD');
  const roundId = `contract-test-${process.pid}-${++counter}-${round.at}`;
  const status = round.status ?? 'settled';
  await db.transaction(async (tx) => {
    await tx.insert(bets).values({
      roundId,
      memberId: round.memberId,
      nodeId: game.nodeId,
      vendor: game.vendor,
      category: game.gameType,
      stake: fromCents(round.stake),
      payout: fromCents(status === 'open' ? 0n : round.payout),
      status,
      createdAt: round.at,
      settledAt: status === 'open' ? null : round.at,
    });
    await applyMovement(tx, { memberId: round.memberId, cents: -round.stake, kind: 'bet', idempotencyKey: `bet:${roundId}`, now: round.at });
    if (status === 'settled' && round.payout > 0n) {
      await applyMovement(tx, { memberId: round.memberId, cents: round.payout, kind: 'payout', idempotencyKey: `payout:${roundId}`, now: round.at });
    }
  });
}

const units = (rate: string): bigint => BigInt(Math.round(Number(rate) * 100));
const cents = (money: string): bigint => BigInt(Math.round(Number(money) * 100));

/** The team's settled rounds in the window that the kind counts (hourly and real-time salaries skip small stakes). */
function countedRounds(kind: string, terms: Record<string, string | number>, rounds: Round[], team: Set<number>, from: number, to: number): Round[] {
  const minStake = kind === 'hourlySalary' ? cents(String(terms.hourlyBetAmount)) : kind === 'realTimeSalary' ? cents(String(terms.singleBetAmount)) : 0n;
  return rounds.filter((r) => team.has(r.memberId) && (r.status ?? 'settled') === 'settled' && r.at >= from && r.at < to && r.stake >= minStake);
}

/** Whether the team played in the window at all: a period nobody played in is settled without a row. */
export const playedIn = (kind: string, terms: Record<string, string | number>, rounds: Round[], team: Set<number>, from: number, to: number): boolean =>
  countedRounds(kind, terms, rounds, team, from, to).length > 0;

/** What one window should pay: the rules of the brief, read directly off the rounds. */
export function expectedPay(kind: string, terms: Record<string, string | number>, rounds: Round[], team: Set<number>, from: number, to: number): bigint {
  const counted = countedRounds(kind, terms, rounds, team, from, to);
  if (counted.length === 0) return 0n;
  const turnover = counted.reduce((sum, r) => sum + r.stake, 0n);
  const loss = counted.reduce((sum, r) => sum + r.stake - r.payout, 0n);
  const stakeByMember = new Map<number, bigint>();
  for (const r of counted) stakeByMember.set(r.memberId, (stakeByMember.get(r.memberId) ?? 0n) + r.stake);
  switch (kind) {
    case 'realTimeSalary': {
      const lost = counted.filter((r) => r.payout < r.stake).reduce((sum, r) => sum + r.stake, 0n);
      return (lost * units(String(terms.lossRate)) + (turnover - lost) * units(String(terms.profitRate))) / 10_000n;
    }
    case 'hourlySalary':
      return turnover < cents(String(terms.teamBetting)) ? 0n : (turnover * units(String(terms.rate))) / 10_000n;
    case 'dailySalary': {
      const active = [...stakeByMember.values()].filter((stake) => stake >= cents(String(terms.dailyBetAmount))).length;
      if (turnover < cents(String(terms.teamBetting)) || active < Number(terms.activeMembers)) return 0n;
      return (turnover * units(String(terms.rate))) / 10_000n + cents(String(terms.amount));
    }
    default: {
      if (turnover < cents(String(terms.validBet)) || loss < cents(String(terms.profitLoss)) || stakeByMember.size < Number(terms.activeMembers)) return 0n;
      return (loss * units(String(terms.rate))) / 10_000n;
    }
  }
}
