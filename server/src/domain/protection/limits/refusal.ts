/**
 * Which limit a movement would break, and the refusal that says so: its
 * window, the limit, what the window has used and what remains, so the
 * portal and the game can tell the member how much is left.
 */
import { errorCodes } from '../../../../../src/services/error-codes';
import type { LimitKind, LimitWindow } from '../../../../../src/services/schemas/limits';
import { DomainError } from '../../../http/domain-error';
import { fromCents, toCents } from '../../money';
import type { LimitRow } from './rows';
import type { Usage } from './usage';

const codes: Record<LimitKind, string> = {
  deposit: errorCodes.protectionLimitDeposit,
  loss: errorCodes.protectionLimitLoss,
  wager: errorCodes.protectionLimitWager,
};

export interface Breach {
  kind: LimitKind;
  window: LimitWindow;
  limit: bigint;
  used: bigint;
  remaining: bigint;
}

/** The tightest limit among `rows` that `cents` more would pass, or null when every one holds (the lowest limit wins). */
export function breachOf(rows: readonly Pick<LimitRow, 'kind' | 'window' | 'amount'>[], usage: (kind: LimitKind) => Usage, cents: bigint): Breach | null {
  let tightest: Breach | null = null;
  for (const row of rows) {
    const kind = row.kind as LimitKind;
    const window = row.window as LimitWindow;
    const limit = toCents(row.amount);
    const used = usage(kind)[window];
    const remaining = limit > used ? limit - used : 0n;
    if (used + cents > limit && (!tightest || remaining < tightest.remaining)) tightest = { kind, window, limit, used, remaining };
  }
  return tightest;
}

export function limitRefusal(breach: Breach): DomainError {
  return new DomainError(codes[breach.kind], 403, {
    kind: breach.kind,
    window: breach.window,
    limit: fromCents(breach.limit),
    used: fromCents(breach.used),
    remaining: fromCents(breach.remaining),
  });
}
