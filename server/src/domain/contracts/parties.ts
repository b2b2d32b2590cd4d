/**
 * Who may take which step: the contract must be of the call's kind and the
 * caller one of its two parties, on the side the step belongs to, and the
 * contract in a state the step leaves from. Each step then moves the status
 * with a conditional UPDATE on the state it read, so of two concurrent
 * steps on one contract only one takes effect.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { ContractKind, ContractStatus } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import { contracts } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';
import { publishChanges } from '../live/publish';
import type { ContractRow } from './views';

export type Role = 'upline' | 'downline';

export interface PartyContract {
  row: ContractRow;
  role: Role;
}

/** The caller's contract of this kind: another kind's id is not found (each kind has its own call), another pair's is refused. */
export async function contractOfParty(db: Db | Tx, id: number, kind: ContractKind, callerId: number): Promise<PartyContract> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).limit(1);
  if (!row || row.kind !== kind) throw new DomainError(errorCodes.contractNotFound, 404);
  if (row.uplineId === callerId) return { row, role: 'upline' };
  if (row.downlineId === callerId) return { row, role: 'downline' };
  throw new DomainError(errorCodes.contractNotParty, 403);
}

export function requireRole(contract: PartyContract, role: Role): void {
  if (contract.role !== role) throw new DomainError(errorCodes.contractNotParty, 403);
}

export function requireStatus(contract: PartyContract, ...statuses: ContractStatus[]): void {
  if (!statuses.includes(contract.row.status as ContractStatus)) throw new DomainError(errorCodes.contractWrongState, 409);
}

/** The status change, only if the contract is still where the step found it; otherwise the other step won. */
export async function moveContract(tx: Tx, id: number, from: ContractStatus[], change: Partial<ContractRow>): Promise<ContractRow> {
  const [moved] = await tx
    .update(contracts)
    .set(change)
    .where(and(eq(contracts.id, id), inArray(contracts.status, from)))
    .returning();
  if (!moved) throw new DomainError(errorCodes.contractWrongState, 409);
  await publishChanges(tx, [moved.uplineId, moved.downlineId], ['contracts']);
  return moved;
}

export const otherParty = (contract: ContractRow, role: Role): number => (role === 'upline' ? contract.downlineId : contract.uplineId);
