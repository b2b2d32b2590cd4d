/**
 * Player-protection limits: deposit, loss and wager limits per rolling
 * window. The gateway validates inputs and builds answers with these; the
 * portal validates answers and builds the limits form from them.
 *
 * A lower limit (or a first one) holds at once. A higher one, or removing a
 * limit, waits `limitCoolingOffMs` and then needs the member's confirmation;
 * the lower amount holds until then.
 */
import * as v from 'valibot';
import { moneyInputSchema, moneySchema } from './funds';

export const limitKinds = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** Rolling windows back from now: 24 hours, 7 days, 30 days (the regulator's "1 month"). */
export const limitWindows = ['day', 'week', 'month'] as const;
export type LimitWindow = (typeof limitWindows)[number];

const hour = 3_600_000;
export const limitWindowMs: Record<LimitWindow, number> = { day: 24 * hour, week: 7 * 24 * hour, month: 30 * 24 * hour };

/** How long a raise or a removal waits before it may be confirmed. */
export const limitCoolingOffMs = 24 * hour;

export const pendingLimitSchema = v.object({
  /** The raised amount; null when the change removes the limit. */
  amount: v.nullable(moneySchema),
  requestedAt: v.number(),
  /** From when the member may confirm it. */
  effectiveAt: v.number(),
  /** effectiveAt has passed: the member may confirm now. */
  due: v.boolean(),
});
export type PendingLimit = v.InferOutput<typeof pendingLimitSchema>;

export const limitStateSchema = v.object({
  kind: v.picklist(limitKinds),
  window: v.picklist(limitWindows),
  /** The limit in force; null when none is set. */
  amount: v.nullable(moneySchema),
  /** Counted over the window from the ledger: deposits credited (and deposit requests still waiting), stakes, or stakes less payouts. */
  used: moneySchema,
  /** amount − used, never below zero; null without a limit. */
  remaining: v.nullable(moneySchema),
  pending: v.nullable(pendingLimitSchema),
});
export type LimitState = v.InferOutput<typeof limitStateSchema>;

export const limitsAnswerSchema = v.object({
  /** Every kind and window, in limitKinds × limitWindows order, set or not. */
  limits: v.array(limitStateSchema),
  /** The gateway's time of the answer, for the countdowns. */
  now: v.number(),
  /** No limit set and the offer not yet declined: the deposit page offers limits (RTS 12A). */
  offer: v.boolean(),
});
export type LimitsAnswer = v.InferOutput<typeof limitsAnswerSchema>;

export const limitTargetSchema = v.object({
  kind: v.picklist(limitKinds, 'field.invalid'),
  window: v.picklist(limitWindows, 'field.invalid'),
});
export type LimitTarget = v.InferOutput<typeof limitTargetSchema>;

/** A new amount, or `amount: null` to remove the limit. Zero is allowed: it closes the kind for the window. */
export const setLimitInputSchema = v.object({
  ...limitTargetSchema.entries,
  amount: v.nullable(moneyInputSchema),
});
export type SetLimitInput = v.InferOutput<typeof setLimitInputSchema>;

/** applied: in force now; pending: a raise or removal waiting for its cooling-off and confirmation; unchanged: the same amount again. */
export const limitChangeOutcomes = ['applied', 'pending', 'unchanged'] as const;
export type LimitChangeOutcome = (typeof limitChangeOutcomes)[number];

export const setLimitAnswerSchema = v.object({
  ...limitsAnswerSchema.entries,
  outcome: v.picklist(limitChangeOutcomes),
});
export type SetLimitAnswer = v.InferOutput<typeof setLimitAnswerSchema>;
