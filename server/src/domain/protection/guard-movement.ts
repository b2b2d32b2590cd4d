/**
 * The player-protection checks every money movement passes, run by
 * applyMovement right after the balance update: the wallet row is locked
 * then, so one member's movements are checked one at a time on every
 * gateway instance. A check refuses by throwing a DomainError, which rolls
 * the movement back. Each costs one indexed read at most for a member
 * without protections; none when the movement's ledger insert read the facts
 * they need (movement-facts.ts).
 */
import type { Db } from '../../db';
import type { MoneyMovement, Tx } from '../ledger';
import { breakCheck } from './breaks/break-check';
import { limitCheck } from './limits/limit-check';
import type { MovementFacts } from './movement-facts';
import { realityCheck } from './session-time/reality-check';

type MovementCheck = (tx: Tx | Db, movement: MoneyMovement, balanceAfterCents: bigint, facts?: MovementFacts) => Promise<void>;

const checks: readonly MovementCheck[] = [breakCheck, realityCheck, limitCheck];

export async function guardMovement(tx: Tx | Db, movement: MoneyMovement, balanceAfterCents: bigint, facts?: MovementFacts): Promise<void> {
  for (const check of checks) await check(tx, movement, balanceAfterCents, facts);
}
