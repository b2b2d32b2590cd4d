/**
 * The movement guard's check for limits (RTS 12): a deposit credit must fit
 * the deposit limits, a stake (or a transfer into a game vendor's wallet)
 * the loss and wager limits, of every window.
 * It runs with the wallet row locked, so one member's movements are counted
 * one after another on every gateway instance and a burst of stakes cannot
 * pass a limit together. Other movements pass without a read; a member
 * without limits costs one indexed read.
 */
import type { LimitKind } from '../../../../../src/services/schemas/limits';
import type { Db } from '../../../db';
import type { MoneyMovement, Tx } from '../../ledger';
import type { MovementFacts } from '../movement-facts';
import { breachOf, limitRefusal } from './refusal';
import { limitRowsOf } from './rows';
import { usageOf, type Usage } from './usage';

export function kindsFor(movement: MoneyMovement): readonly LimitKind[] | null {
  if (movement.kind === 'deposit' && movement.cents > 0n) return ['deposit'];
  if (movement.kind === 'bet' && movement.cents < 0n) return ['loss', 'wager'];
  // Money sent to a game vendor's own wallet is staked as far as the limits can tell (usage.ts says why).
  if (movement.kind === 'transfer_in' && (movement.accountTypeId ?? 0) !== 0 && movement.cents > 0n) return ['loss', 'wager'];
  return null;
}

export async function limitCheck(tx: Tx | Db, movement: MoneyMovement, _balanceAfterCents: bigint, facts?: MovementFacts): Promise<void> {
  const kinds = kindsFor(movement);
  if (!kinds) return;
  const cents = movement.cents < 0n ? -movement.cents : movement.cents;
  if (facts?.limits) {
    const breach = facts.limits.rows.length ? breachOf(facts.limits.rows, facts.limits.usage, cents) : null;
    if (breach) throw limitRefusal(breach);
    return;
  }
  const rows = await limitRowsOf(tx, movement.memberId, kinds);
  if (!rows.length) return;
  const usages = new Map<LimitKind, Usage>();
  for (const kind of new Set(rows.map((row) => row.kind as LimitKind))) usages.set(kind, await usageOf(tx, movement.memberId, kind, movement.now));
  const breach = breachOf(rows, (kind) => usages.get(kind)!, cents);
  if (breach) throw limitRefusal(breach);
}
