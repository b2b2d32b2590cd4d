/** What the limit-change machine reads of a list: the state of one limit, its waiting raise, and whether a change raises it. */
import type { LimitsAnswer, LimitState, LimitTarget, PendingLimit, SetLimitInput } from '../../services/schemas/limits';

const cents = (amount: string): number => Math.round(Number(amount) * 100);

export const limitStateOf = (limits: LimitsAnswer | null, target: LimitTarget): LimitState | null =>
  limits?.limits.find((limit) => limit.kind === target.kind && limit.window === target.window) ?? null;

export const pendingOf = (limits: LimitsAnswer | null, target: LimitTarget): PendingLimit | null => limitStateOf(limits, target)?.pending ?? null;

/** A removal of a limit in force, or an amount above it: the changes that wait 24 hours. */
export function isRaise(limits: LimitsAnswer | null, draft: SetLimitInput): boolean {
  const current = limitStateOf(limits, draft)?.amount ?? null;
  if (current === null) return false;
  return draft.amount === null || cents(draft.amount) > cents(current);
}
