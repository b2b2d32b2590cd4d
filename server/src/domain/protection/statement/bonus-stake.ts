/** Keeps the bonus part of a stake, inside the stake's transaction, for the statement's bonus stakes. */
import type { Db } from '../../../db';
import { bonusStakes } from '../../../db/schema';
import type { MoneyMovement, Tx } from '../../ledger';
import { fromCents } from '../../money';

export async function recordBonusStake(tx: Tx | Db, movement: MoneyMovement, bonusCents: bigint): Promise<void> {
  if (bonusCents <= 0n) return;
  await tx.insert(bonusStakes).values({ memberId: movement.memberId, movementKey: movement.idempotencyKey, amount: fromCents(bonusCents), createdAt: movement.now });
}
