/**
 * What the answers to one key say happened, whatever the order and the
 * number of copies sent: the rule the ledger is held to after a load.
 */
import { errorCodes } from '../../../src/services/error-codes';
import type { Outcome } from './load-driver';
import type { Movement } from './movement-mix';

export interface Fired {
  movement: Movement;
  outcome: Outcome;
  /** Sent again after the load, because no copy had a verdict. */
  retry?: boolean;
}

/**
 * No verdict: the answer was lost, a rate limit turned the request away before it was looked at, or the
 * database went away under it (503: a commit cut off may or may not have landed; the retry tells).
 */
export const withoutVerdict = (outcome: Outcome): boolean => !outcome.answered || outcome.status === 429 || outcome.status === 503;

export const keyOf = (movement: Movement): string => `${movement.kind}:${movement.key}`;

/**
 * What the answers say about one key, its copies in the order they were sent:
 * applied when a copy answered ok (or, for a round, "already played");
 * refused when every copy was refused, or when a retry sent after the last
 * lost copy was (had that copy been applied, the retry would have been
 * answered with it); unsettled otherwise.
 */
export function verdictOf(copies: readonly Fired[]): 'applied' | 'refused' | 'unsettled' {
  const applied = copies.some(({ outcome }) => outcome.answered && (outcome.success || outcome.errorCode === errorCodes.roundReplayed));
  if (applied) return 'applied';
  const lastLost = copies.findLastIndex(({ outcome }) => withoutVerdict(outcome));
  if (lastLost === -1) return 'refused';
  return copies.some((copy, index) => index > lastLost && copy.retry && !withoutVerdict(copy.outcome)) ? 'refused' : 'unsettled';
}

export function copiesByKey(fired: readonly Fired[]): Map<string, Fired[]> {
  const groups = new Map<string, Fired[]>();
  for (const item of fired) groups.set(keyOf(item.movement), [...(groups.get(keyOf(item.movement)) ?? []), item]);
  return groups;
}
