/**
 * Which contract kinds the brand offers: each kind has its whitelabel switch
 * (the module tag its process call carries), so an operator can stop new
 * contracts of one kind without touching the others.
 */
import { inArray } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import { contractKinds, type ContractKind } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import { switches } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';

export const switchOf: Record<ContractKind, string> = {
  dividend: 'SIGNCONDIV3',
  dailySalary: 'DAILYSALCONT3',
  hourlySalary: 'HOURSAL3',
  realTimeSalary: 'RTSALARY3',
};

/** Kinds whose switch is on; an absent switch counts as off, like every other switch. */
export async function enabledKinds(db: Db | Tx): Promise<Set<ContractKind>> {
  const rows = await db.select().from(switches).where(inArray(switches.modId, Object.values(switchOf)));
  const on = new Set(rows.filter((row) => row.enabled).map((row) => row.modId));
  return new Set(contractKinds.filter((kind) => on.has(switchOf[kind])));
}

export async function requireKindEnabled(db: Db | Tx, kind: ContractKind): Promise<void> {
  if (!(await enabledKinds(db)).has(kind)) throw new DomainError(errorCodes.contractKindDisabled, 403);
}
