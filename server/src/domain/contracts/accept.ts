/**
 * The downline accepts an offer: the contract becomes active and settlement
 * starts with the period containing this moment. In the same transaction the
 * pair's running contract of this kind gives way to the new terms, and with
 * `confirmHigherRate` the accepting agent's own higher-rate downline
 * contracts end (higher-rate.ts). The status moves with a conditional UPDATE,
 * so of two concurrent accepts one wins and the other is refused.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import { headlineRateOf, type ContractActionAnswer, type ContractActionInput, type ContractKind, type ContractTerms } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import { contracts } from '../../db/schema';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { endHigherRateContracts, higherRateContracts } from './higher-rate';
import { requireKindEnabled } from './kinds';
import { notifyParty } from './messages';
import { contractOfParty, moveContract, requireRole, requireStatus } from './parties';
import { periodContaining, periodSpecOf } from './settlement/periods';
import { contractView } from './views';

type AcceptInput = Extract<ContractActionInput, { action: 'accept' }>;

export async function acceptContract(db: Db, member: Member, kind: ContractKind, input: AcceptInput, now: number): Promise<ContractActionAnswer> {
  await requireKindEnabled(db, kind);
  return db.transaction(async (tx) => {
    const offer = await contractOfParty(tx, input.contractId, kind, member.id);
    requireRole(offer, 'downline');
    requireStatus(offer, 'offered');
    const terms = offer.row.terms as unknown as ContractTerms;
    const rate = headlineRateOf(kind, terms);
    const higher = await higherRateContracts(tx, member.id, kind, rate);
    if (higher.length > 0 && !input.confirmHigherRate) {
      throw new DomainError(errorCodes.higherRate, 200, { contracts: higher.map(({ id, downline, rate: their }) => ({ id, downline, rate: their })) });
    }
    await endHigherRateContracts(tx, higher, member.account, kind, now);
    // One running contract per pair and kind (a unique index): the old one ends before the new one starts.
    await tx
      .update(contracts)
      .set({ status: 'terminated', endedAt: now, terminationRequestedBy: null })
      .where(
        and(
          eq(contracts.uplineId, offer.row.uplineId),
          eq(contracts.downlineId, member.id),
          eq(contracts.kind, kind),
          inArray(contracts.status, ['active', 'terminationRequested']),
        ),
      );
    // The pair is told by moveContract below, in this transaction.
    const firstPeriodEnd = periodContaining(periodSpecOf(kind, terms), now).end;
    await moveContract(tx, offer.row.id, ['offered'], { status: 'active', acceptedAt: now, nextSettleAt: firstPeriodEnd });
    await notifyParty(tx, { recipientId: offer.row.uplineId, event: 'accept', kind, actor: member.account, detail: rate, now });
    return { contract: await contractView(tx, offer.row.id, member.id), ended: higher.map(({ id, downline, rate: their }) => ({ id, downline, rate: their })) };
  });
}
