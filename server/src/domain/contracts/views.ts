/**
 * Contracts as the portal sees them: the row with both parties' account
 * names, and the caller's side of it.
 */
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Contract, ContractKind, ContractStatus } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import { contracts, members } from '../../db/schema';
import type { Tx } from '../ledger';

export type ContractRow = typeof contracts.$inferSelect;

const uplineMember = alias(members, 'contract_upline');
const downlineMember = alias(members, 'contract_downline');

/** Contracts with their parties' accounts; callers add the where, order and paging. */
export const contractsWithAccounts = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select({ contract: contracts, upline: uplineMember.account, downline: downlineMember.account })
    .from(contracts)
    .innerJoin(uplineMember, eq(uplineMember.id, contracts.uplineId))
    .innerJoin(downlineMember, eq(downlineMember.id, contracts.downlineId))
    .where(where);

export interface ContractWithAccounts {
  contract: ContractRow;
  upline: string;
  downline: string;
}

export function contractViewOf(row: ContractWithAccounts, callerId: number): Contract {
  const { contract } = row;
  return {
    id: contract.id,
    kind: contract.kind as ContractKind,
    status: contract.status as ContractStatus,
    role: contract.uplineId === callerId ? 'upline' : 'downline',
    upline: row.upline,
    downline: row.downline,
    downlineId: contract.downlineId,
    terms: contract.terms ?? null,
    note: contract.note,
    terminationRequestedBy: (contract.terminationRequestedBy as Contract['terminationRequestedBy']) ?? null,
    createdAt: contract.createdAt,
    acceptedAt: contract.acceptedAt,
    endedAt: contract.endedAt,
  };
}

/** One contract as the caller sees it (after a step, inside the step's transaction). */
export async function contractView(db: Db | Tx, id: number, callerId: number): Promise<Contract> {
  const [row] = await contractsWithAccounts(db, eq(contracts.id, id)).limit(1);
  if (!row) throw new Error(`contract ${id} vanished inside its own transaction`);
  return contractViewOf(row, callerId);
}
