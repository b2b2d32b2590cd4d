/**
 * Ending a contract takes both parties: `terminate` on an active contract
 * asks, `terminate` by the other party confirms, `keep` by the other party
 * declines and the contract runs on. The upline also withdraws an offer not
 * yet answered with `terminate`. Periods up to the end are still settled.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import type { ContractActionAnswer, ContractKind } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';
import { notifyParty } from './messages';
import { contractOfParty, moveContract, otherParty, requireRole, requireStatus, type PartyContract } from './parties';
import { contractView } from './views';

export async function terminateContract(db: Db, member: Member, kind: ContractKind, contractId: number, now: number): Promise<ContractActionAnswer> {
  return db.transaction(async (tx) => {
    const contract = await contractOfParty(tx, contractId, kind, member.id);
    const notify = (event: 'terminationRequest' | 'terminated') =>
      notifyParty(tx, { recipientId: otherParty(contract.row, contract.role), event, kind, actor: member.account, now });
    switch (contract.row.status) {
      case 'offered':
        requireRole(contract, 'upline');
        await moveContract(tx, contractId, ['offered'], { status: 'terminated', endedAt: now });
        await notify('terminated');
        break;
      case 'active':
        await moveContract(tx, contractId, ['active'], { status: 'terminationRequested', terminationRequestedBy: contract.role });
        await notify('terminationRequest');
        break;
      case 'terminationRequested':
        requireOtherSide(contract);
        await moveContract(tx, contractId, ['terminationRequested'], { status: 'terminated', endedAt: now });
        await notify('terminated');
        break;
      default:
        throw new DomainError(errorCodes.contractWrongState, 409);
    }
    return answer(tx, contractId, member.id);
  });
}

export async function keepContract(db: Db, member: Member, kind: ContractKind, contractId: number): Promise<ContractActionAnswer> {
  return db.transaction(async (tx) => {
    const contract = await contractOfParty(tx, contractId, kind, member.id);
    requireStatus(contract, 'terminationRequested');
    requireOtherSide(contract);
    await moveContract(tx, contractId, ['terminationRequested'], { status: 'active', terminationRequestedBy: null });
    return answer(tx, contractId, member.id);
  });
}

/** Whoever asked to end it cannot also confirm or decline it. */
function requireOtherSide(contract: PartyContract): void {
  if (contract.row.terminationRequestedBy === contract.role) throw new DomainError(errorCodes.contractWrongState, 409);
}

const answer = async (tx: Tx, contractId: number, callerId: number): Promise<ContractActionAnswer> => ({ contract: await contractView(tx, contractId, callerId), ended: [] });
