/**
 * The movement guard's check for time-outs and self-exclusions: a stake, or
 * money moved into a game wallet, is refused while a break holds. It runs
 * after the wallet row is locked, so a break taken between a game's launch
 * and its next stake still stops that stake, on every gateway instance.
 * Other movements (withdrawals, payouts of rounds already staked) pass
 * without a read.
 */
import type { Db } from '../../../db';
import type { MoneyMovement, Tx } from '../../ledger';
import type { MovementFacts } from '../movement-facts';
import { breakInForce, breakRefusal } from './in-force';

export const isPlayMovement = (movement: MoneyMovement): boolean =>
  (movement.kind === 'bet' && movement.cents < 0n) || (movement.kind === 'transfer_in' && (movement.accountTypeId ?? 0) !== 0);

export async function breakCheck(tx: Tx | Db, movement: MoneyMovement, _balanceAfterCents: bigint, facts?: MovementFacts): Promise<void> {
  if (!isPlayMovement(movement)) return;
  const held = facts?.held !== undefined ? facts.held : await breakInForce(tx, movement.memberId, movement.now);
  if (held) throw breakRefusal(held);
}
