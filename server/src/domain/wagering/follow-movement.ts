/**
 * The wagering rules every movement of a main wallet goes through, inside
 * the movement's transaction and after its balance update (which holds the
 * wallet row, so movements of one member pass here one at a time): a stake
 * is paid with bonus money first, a win is bonus money while a requirement
 * is open, and a movement out of the wallet (withdrawal, transfer out,
 * redemption) is refused when it would take the balance below the bonus
 * money of open requirements. Requirements whose turnover is reached close
 * first, so their money leaves as cash. Members without an open
 * requirement cost one indexed read.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import type { WageringRefusalValue } from '../../../../src/services/schemas/wagering';
import type { Db } from '../../db';
import { DomainError } from '../../http/domain-error';
import type { MoneyMovement, Tx } from '../ledger';
import { fromCents } from '../money';
import { recordBonusStake } from '../protection/statement/bonus-stake';
import { closeMet, lockedTotal, stake, win, type OpenFunds } from './bonus-funds';
import { measureOpen, saveFunds, type Measured } from './open-funds';

type Role = 'stake' | 'win' | 'out';

export function roleOf(movement: MoneyMovement): Role | null {
  if ((movement.accountTypeId ?? 0) !== 0) return null;
  if (movement.kind === 'bet') return movement.cents < 0n ? 'stake' : null;
  if (movement.kind === 'payout') return movement.cents > 0n ? 'win' : null;
  // Forfeiting takes bonus money out on purpose (forfeit.ts closes the requirement itself).
  if (movement.kind === 'bonus_forfeit') return null;
  return movement.cents < 0n ? 'out' : null;
}

/** The refusal of a movement that would take bonus money out: the first open requirement's progress, and what may leave now. */
export function wageringRefusal(measured: Measured, open: readonly OpenFunds[], withdrawableCents: bigint): DomainError {
  const first = open.find((funds) => funds.locked > 0n) ?? open[0]!;
  const value: WageringRefusalValue = {
    reference: measured.rows.get(first.id)?.reference ?? '',
    wagered: fromCents(first.wagered),
    required: fromCents(first.required),
    locked: fromCents(lockedTotal(open)),
    withdrawable: fromCents(withdrawableCents > 0n ? withdrawableCents : 0n),
  };
  return new DomainError(errorCodes.bonusWageringOpen, 409, value);
}

/** `open` false: the movement's ledger insert found no open requirement under the wallet's lock (movement-facts.ts), so nothing to read. */
export async function followMovement(tx: Tx | Db, movement: MoneyMovement, balanceAfterCents: bigint, open?: boolean): Promise<void> {
  const role = roleOf(movement);
  if (!role || open === false) return;
  const measured = await measureOpen(tx, movement.memberId, { lock: true });
  if (measured.open.length === 0) return;
  const met = closeMet(measured.open);
  if (role === 'out') {
    const locked = lockedTotal(met.open);
    if (balanceAfterCents < locked) throw wageringRefusal(measured, met.open, balanceAfterCents - movement.cents - locked);
    await saveFunds(tx, measured, met, movement.now);
    return;
  }
  if (role === 'win') {
    await saveFunds(tx, measured, { open: win(met.open, movement.cents), closed: met.closed }, movement.now);
    return;
  }
  const staked = stake(met.open, -movement.cents);
  await saveFunds(tx, measured, { open: staked.open, closed: [...met.closed, ...staked.closed] }, movement.now);
  await recordBonusStake(tx, movement, lockedTotal(met.open) - lockedTotal(staked.open));
}
