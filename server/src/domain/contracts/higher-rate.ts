/**
 * The higher_rate rule (spec §4): a contract's rate may not rise going down
 * the tree, so an agent who accepts a rate lower than that of one of its own
 * downline contracts of the same kind cannot keep those. They are listed first (the portal warns); accepting
 * anyway ends them in the same transaction as the acceptance.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { headlineRateOf, type ContractKind, type ContractTerms } from '../../../../src/services/schemas/contracts';
import { contracts } from '../../db/schema';
import type { Tx } from '../ledger';
import { publishChanges } from '../live/publish';
import { notifyParty } from './messages';
import { rateUnits } from './settlement/pay';
import { contractsWithAccounts } from './views';

const running = ['active', 'terminationRequested'];

export interface HigherRateContract {
  id: number;
  downline: string;
  downlineId: number;
  rate: string;
}

/** The agent's running contracts of this kind, as upline, whose rate is above `rate`. */
export async function higherRateContracts(tx: Tx, agentId: number, kind: ContractKind, rate: string): Promise<HigherRateContract[]> {
  const rows = await contractsWithAccounts(tx, and(eq(contracts.uplineId, agentId), eq(contracts.kind, kind), inArray(contracts.status, running)));
  return rows
    .map((row) => ({ id: row.contract.id, downline: row.downline, downlineId: row.contract.downlineId, rate: headlineRateOf(kind, row.contract.terms as unknown as ContractTerms) }))
    .filter((row) => rateUnits(row.rate) > rateUnits(rate))
    .sort((a, b) => a.id - b.id);
}

/** Ends them; their last partial period is still settled up to now. Each downline is told. */
export async function endHigherRateContracts(tx: Tx, ended: HigherRateContract[], agentAccount: string, kind: ContractKind, now: number): Promise<void> {
  if (ended.length === 0) return;
  await tx
    .update(contracts)
    .set({ status: 'terminated', endedAt: now, terminationRequestedBy: null })
    .where(and(inArray(contracts.id, ended.map((row) => row.id)), inArray(contracts.status, running)));
  await publishChanges(tx, ended.map((row) => row.downlineId), ['contracts']);
  for (const row of ended) await notifyParty(tx, { recipientId: row.downlineId, event: 'terminated', kind, actor: agentAccount, now });
}
