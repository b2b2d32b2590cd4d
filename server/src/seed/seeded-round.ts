/**
 * One settled round written the way the provider writes it: the bets row
 * with its stake and payout ledger rows in one transaction, under keys
 * derived from the fixed round id, so a second seeding writes nothing and
 * balances stay equal to the ledger. Seeded rounds lose or push, so the
 * public winners board stays the players' own.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { bets } from '../db/schema';
import { applyMovement } from '../domain/ledger';
import { toCents } from '../domain/money';
import { DomainError } from '../http/domain-error';
import { gameSeeds } from './games/catalogue';

export interface SeededRound {
  /** A game code of the seeded catalogue. */
  code: string;
  stake: string;
  payout: string;
}

export async function seedSettledRound(db: Db, memberId: number, roundId: string, round: SeededRound, at: number): Promise<void> {
  const game = gameSeeds.find((entry) => entry.code === round.code);
  if (!game) throw new Error(`no seeded game ${round.code}`);
  const [done] = await db.select({ id: bets.id }).from(bets).where(eq(bets.roundId, roundId)).limit(1);
  if (done) return;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(bets).values({
        roundId,
        memberId,
        nodeId: game.nodeId,
        vendor: game.vendor,
        category: game.gameType,
        stake: round.stake,
        payout: round.payout,
        status: 'settled',
        detail: { seeded: true },
        createdAt: at,
        settledAt: at,
      });
      const movement = { memberId, reference: `${roundId}:${game.code}`, now: at };
      await applyMovement(tx, { ...movement, cents: -toCents(round.stake), kind: 'bet', idempotencyKey: `bet:${roundId}` });
      const payout = toCents(round.payout);
      if (payout > 0n) await applyMovement(tx, { ...movement, cents: payout, kind: 'payout', idempotencyKey: `payout:${roundId}` });
    });
  } catch (error) {
    // A tester spent the wallet below the stake: the round is left out rather than overdrawing it.
    if (!(error instanceof DomainError)) throw error;
  }
}
