/**
 * A round whose result is known at once (a spin, a duel): the bets row, the
 * stake debit and, when something was won, the payout credit, together.
 */
import { earnPoints } from '../../domain/points/mall';
import { bets } from '../../db/schema';
import { applyMovement, type Tx } from '../../domain/ledger';
import { fromCents } from '../../domain/money';
import { raiseRankIfDue } from '../../domain/vip/raise-rank';
import type { PlayableGame } from '../catalogue';
import type { PlaySession } from '../sessions/play-sessions';

export interface InstantResult {
  betCents: bigint;
  payoutCents: bigint;
  detail: Record<string, unknown>;
}

/** Whose wallet a round moves: the play session's member and wallet. */
export type RoundPlayer = Pick<PlaySession, 'memberId' | 'accountTypeId'>;

export const roundReference = (roundId: string, game: PlayableGame): string => `${roundId}:${game.code}`;

/** Answers the balance after the round, as decimal text. */
export async function settleInstantRound(
  tx: Tx,
  input: { session: RoundPlayer; game: PlayableGame; roundId: string; now: number; result: InstantResult },
): Promise<string> {
  const { session, game, roundId, now, result } = input;
  const [bet] = await tx.insert(bets).values({
    roundId,
    memberId: session.memberId,
    nodeId: game.nodeId,
    vendor: game.vendor,
    category: game.category,
    accountTypeId: session.accountTypeId,
    stake: fromCents(result.betCents),
    payout: fromCents(result.payoutCents),
    status: 'settled',
    detail: result.detail,
    createdAt: now,
    settledAt: now,
  }).returning({ id: bets.id });
  if (bet) await earnPoints(tx, { kind: 'bet', betId: bet.id, memberId: session.memberId, category: game.category, stake: fromCents(result.betCents), now });
  const movement = { memberId: session.memberId, accountTypeId: session.accountTypeId, reference: roundReference(roundId, game), now };
  let { balanceAfter } = await applyMovement(tx, { ...movement, cents: -result.betCents, kind: 'bet', idempotencyKey: `bet:${roundId}` });
  if (result.payoutCents > 0n) {
    ({ balanceAfter } = await applyMovement(tx, { ...movement, cents: result.payoutCents, kind: 'payout', idempotencyKey: `payout:${roundId}` }));
  }
  await raiseRankIfDue(tx, session.memberId, now);
  return balanceAfter;
}
