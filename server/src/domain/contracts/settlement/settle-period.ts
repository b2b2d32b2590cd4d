/**
 * Settles the one period a claimed contract is due for, inside the run's
 * transaction: the team's figures, the settlement row (unique per contract
 * and period), the payment to the upline through the ledger (idempotency key
 * per contract and period), and the move of `next_settle_at` to the next
 * period, or to null once the period reaches the contract's end. All of it
 * commits together or not at all. A period nobody played in leaves no row:
 * moving `next_settle_at` past it is what marks it done, and a real-time
 * salary would otherwise log 288 empty slots a day per contract.
 */
import { and, eq } from 'drizzle-orm';
import type { ContractKind, ContractTerms } from '../../../../../src/services/schemas/contracts';
import { contracts, contractSettlements } from '../../../db/schema';
import { applyMovement, type Tx } from '../../ledger';
import { publishChanges } from '../../live/publish';
import { fromCents } from '../../money';
import { minStakeOf, noPlay, outcomeOf } from './pay';
import { periodAfter, periodEndingAt, periodSpecOf } from './periods';
import { teamFigures } from './team-figures';

export type ContractRow = typeof contracts.$inferSelect;

export interface PeriodSettled {
  contractId: number;
  periodKey: string;
  /** Cents paid; 0 when the period was not eligible (or the contract had ended before it began). */
  amount: bigint;
  /** Whether a settlement row was written: not for a period nobody played in, nor one after the contract's end. */
  recorded: boolean;
}

export const settlementKeyOf = (contractId: number, periodKey: string): string => `settle:${contractId}:${periodKey}`;

export async function settleDuePeriod(tx: Tx, contract: ContractRow, now: number): Promise<PeriodSettled | null> {
  const dueAt = contract.nextSettleAt;
  if (dueAt === null || contract.acceptedAt === null || contract.terms === null) return null;
  const kind = contract.kind as ContractKind;
  const terms = contract.terms as unknown as ContractTerms;
  const spec = periodSpecOf(kind, terms);
  const period = periodEndingAt(spec, dueAt);
  const endedAt = contract.endedAt ?? Number.POSITIVE_INFINITY;
  const next = endedAt <= period.end ? null : periodAfter(spec, period).end;
  const advance = async () => {
    const moved = await tx
      .update(contracts)
      .set({ nextSettleAt: next })
      .where(and(eq(contracts.id, contract.id), eq(contracts.nextSettleAt, dueAt)))
      .returning({ id: contracts.id });
    // The claim holds the row lock, so this cannot happen; if it ever did, roll the period back rather than pay it twice.
    if (moved.length !== 1) throw new Error(`contract ${contract.id} moved while claimed`);
  };
  if (endedAt <= period.start) {
    // Ended before this period began: nothing to settle, nothing more to come.
    await advance();
    return { contractId: contract.id, periodKey: period.key, amount: 0n, recorded: false };
  }

  const window = { from: Math.max(period.start, contract.acceptedAt), to: Math.min(period.end, endedAt) };
  const figures = await teamFigures(tx, { downlineId: contract.downlineId, ...window, minStake: minStakeOf(kind, terms) });
  const outcome = outcomeOf(kind, terms, figures);
  if (outcome.reason === noPlay) {
    await advance();
    return { contractId: contract.id, periodKey: period.key, amount: 0n, recorded: false };
  }
  const paid =
    outcome.amount > 0n
      ? await applyMovement(tx, {
          memberId: contract.uplineId,
          cents: outcome.amount,
          kind: kind === 'dividend' ? 'dividend' : 'salary',
          idempotencyKey: settlementKeyOf(contract.id, period.key),
          reference: `C${contract.id} ${period.key}`,
          now,
        })
      : null;
  await tx.insert(contractSettlements).values({
    contractId: contract.id,
    kind,
    periodKey: period.key,
    periodStart: period.start,
    periodEnd: period.end,
    uplineId: contract.uplineId,
    downlineId: contract.downlineId,
    turnover: fromCents(outcome.turnover),
    teamLoss: fromCents(outcome.teamLoss),
    activeMembers: outcome.activeMembers,
    amount: fromCents(outcome.amount),
    status: outcome.status,
    reason: outcome.reason,
    ledgerId: paid?.ledgerId ?? null,
    settledAt: now,
  });
  await publishChanges(tx, [contract.uplineId, contract.downlineId], ['contracts']);
  await advance();
  return { contractId: contract.id, periodKey: period.key, amount: outcome.amount, recorded: true };
}
