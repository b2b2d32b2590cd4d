/**
 * Saying no to an open negotiation: the downline rejects an offer, the
 * upline rejects a request. Allowed whatever the kind's switch says, so a
 * disabled kind never leaves a negotiation hanging.
 */
import type { ContractActionAnswer, ContractKind } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import type { Member } from '../../http/context';
import { notifyParty } from './messages';
import { contractOfParty, moveContract, otherParty, requireRole, requireStatus } from './parties';
import { contractView } from './views';

export async function rejectContract(db: Db, member: Member, kind: ContractKind, contractId: number, now: number): Promise<ContractActionAnswer> {
  return db.transaction(async (tx) => {
    const contract = await contractOfParty(tx, contractId, kind, member.id);
    // Each side answers the other's proposal: an offer is the downline's to reject, a request the upline's.
    if (contract.row.status === 'requested') requireRole(contract, 'upline');
    else {
      requireStatus(contract, 'offered');
      requireRole(contract, 'downline');
    }
    const from = contract.row.status as 'requested' | 'offered';
    await moveContract(tx, contractId, [from], { status: 'rejected', endedAt: now });
    await notifyParty(tx, { recipientId: otherParty(contract.row, contract.role), event: 'reject', kind, actor: member.account, now });
    return { contract: await contractView(tx, contractId, member.id), ended: [] };
  });
}
