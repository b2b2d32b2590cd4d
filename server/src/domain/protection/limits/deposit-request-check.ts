/**
 * A deposit request over what the deposit limits leave is refused when it is
 * asked for, with the remaining amount, rather than when an operator comes
 * to credit it. Requests still waiting count as used: approved together they
 * must fit too. The credit is checked again in its own transaction
 * (limit-check.ts), where only credited deposits count.
 */
import type { Db } from '../../../db';
import type { Tx } from '../../ledger';
import { breachOf, limitRefusal } from './refusal';
import { limitRowsOf } from './rows';
import { usageOf, waitingDepositCents } from './usage';

/** Call with the member row locked, so two requests at once are counted one after the other. */
export async function refuseOverDepositLimit(tx: Tx | Db, memberId: number, cents: bigint, now: number): Promise<void> {
  const rows = await limitRowsOf(tx, memberId, ['deposit']);
  if (!rows.length) return;
  const credited = await usageOf(tx, memberId, 'deposit', now);
  const waiting = await waitingDepositCents(tx, memberId);
  const usage = { day: credited.day + waiting, week: credited.week + waiting, month: credited.month + waiting };
  const breach = breachOf(rows, () => usage, cents);
  if (breach) throw limitRefusal(breach);
}
