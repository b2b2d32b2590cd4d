/**
 * A round written whole, its result already known: the bets row settled,
 * the points, the stake and the payout in the caller's transaction. The
 * wallet API's instant round (bet and win in one call) plays this way, the
 * seeded history writes the week it invents so, and the wagering tests their
 * rounds. The lock order is settleRound's: the bets row (and the VIP
 * turnover its trigger keeps), then points, then the wallet.
 */
import { prepared } from '../../db/prepared';
import { bets } from '../../db/schema';
import { applyMovement, type Tx } from '../ledger';
import { fromCents } from '../money';
import { earnPoints } from '../points/mall';
import { raiseRankIfDue } from '../vip/raise-rank';
import type { RoundGame } from './games';
import { roundFactColumns, roundFactsOf } from './round-facts';
import { roundReference, type RoundPlayer } from './rounds';

export interface InstantResult {
  betCents: bigint;
  payoutCents: bigint;
  detail: Record<string, unknown>;
}

type SettledBet = { roundId: string; memberId: number; nodeId: number; vendor: string; category: string; accountTypeId: number; stake: string; payout: string; detail: Record<string, unknown>; now: number };

/** The instant round's first write, rendered once and planned once per connection on PostgreSQL. */
const insertSettledBet = prepared<SettledBet>()('bets_insert_settled', { id: bets.id, ...roundFactColumns }, (db, columns, $) =>
  db
    .insert(bets)
    .values({
      roundId: $.roundId,
      memberId: $.memberId,
      nodeId: $.nodeId,
      vendor: $.vendor,
      category: $.category,
      accountTypeId: $.accountTypeId,
      stake: $.stake,
      payout: $.payout,
      status: 'settled',
      detail: $.detail,
      createdAt: $.now,
      settledAt: $.now,
    })
    .returning(columns),
);

/** Answers the balance after the round, as decimal text. */
export async function settleInstantRound(
  tx: Tx,
  input: { session: RoundPlayer; game: RoundGame; roundId: string; now: number; result: InstantResult },
): Promise<string> {
  const { session, game, roundId, now, result } = input;
  const [bet] = await insertSettledBet(tx, {
    roundId,
    memberId: session.memberId,
    nodeId: game.nodeId,
    vendor: game.vendor,
    category: game.category,
    accountTypeId: session.accountTypeId,
    stake: fromCents(result.betCents),
    payout: fromCents(result.payoutCents),
    detail: result.detail,
    now,
  });
  const known = roundFactsOf(bet!);
  await earnPoints(tx, { kind: 'bet', betId: bet!.id, memberId: session.memberId, category: game.category, stake: fromCents(result.betCents), now }, known.points);
  const movement = { memberId: session.memberId, accountTypeId: session.accountTypeId, reference: roundReference(roundId, game), now };
  let { balanceAfter } = await applyMovement(tx, { ...movement, cents: -result.betCents, kind: 'bet', idempotencyKey: `bet:${roundId}` });
  if (result.payoutCents > 0n) {
    ({ balanceAfter } = await applyMovement(tx, { ...movement, cents: result.payoutCents, kind: 'payout', idempotencyKey: `payout:${roundId}` }));
  }
  await raiseRankIfDue(tx, session.memberId, now, known.rank);
  return balanceAfter;
}
