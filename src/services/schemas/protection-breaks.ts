/**
 * Time-outs and self-exclusions. The gateway validates inputs and builds
 * answers with these; the portal validates answers and builds the choices
 * from the term lists. A time-out ends by itself; an exclusion holds until
 * it is lifted: on the member's request once a definite term has run, when
 * an operator approves it (then after a 24-hour cooling-off), or by an
 * operator with a recorded reason.
 */
import * as v from 'valibot';
import { errorCodes } from '../error-codes';

export const breakKinds = ['timeout', 'exclusion'] as const;
export type BreakKind = (typeof breakKinds)[number];

/** Time-outs: 24 hours, 7 days, 30 days, 6 weeks. */
export const timeoutTerms = ['24h', '7d', '30d', '6w'] as const;
/** Self-exclusions: 6 months, 1, 2 and 5 years, permanent. */
export const exclusionTerms = ['6m', '1y', '2y', '5y', 'permanent'] as const;
export const breakTerms = [...timeoutTerms, ...exclusionTerms] as const;
export type TimeoutTerm = (typeof timeoutTerms)[number];
export type ExclusionTerm = (typeof exclusionTerms)[number];
export type BreakTerm = (typeof breakTerms)[number];

/** A request to lift a finished exclusion: waiting for an operator (decided within 7 days), approved or refused. */
export const liftStates = ['waiting', 'approved', 'refused'] as const;
export type LiftState = (typeof liftStates)[number];

export const liftRequestSchema = v.object({
  state: v.picklist(liftStates),
  requestedAt: v.number(),
  /** When an operator decided; null while it waits. */
  decidedAt: v.nullable(v.number()),
  /** The operator's reason for a refusal; empty otherwise. */
  reason: v.string(),
});
export type LiftRequest = v.InferOutput<typeof liftRequestSchema>;

export const breakViewSchema = v.object({
  kind: v.picklist(breakKinds),
  startedAt: v.number(),
  /** The end of the chosen term; null for a permanent exclusion. */
  endsAt: v.nullable(v.number()),
  /** Until when play and deposits are refused; null: until lifted. */
  until: v.nullable(v.number()),
  /** When the member asked to lift it; once an operator approves, the break holds `until` (the cooling-off's end). */
  liftRequestedAt: v.nullable(v.number()),
  /** The latest request to lift and its decision; null when none was made. */
  lift: v.nullable(liftRequestSchema),
  /** A definite exclusion whose term has run, with no request waiting or approved (a refused one may be asked again). */
  canRequestLift: v.boolean(),
});
export type BreakView = v.InferOutput<typeof breakViewSchema>;

export const breakAnswerSchema = v.object({
  /** The break that holds now, or null. */
  current: v.nullable(breakViewSchema),
  /** The gateway's time of the answer. */
  now: v.number(),
});
export type BreakAnswer = v.InferOutput<typeof breakAnswerSchema>;

export const takeBreakInputSchema = v.object({
  term: v.picklist(breakTerms, errorCodes.protectionBreakTermInvalid),
  password: v.pipe(v.string(errorCodes.fieldRequired), v.minLength(1, errorCodes.fieldRequired), v.maxLength(200, errorCodes.fieldInvalid)),
});
export type TakeBreakInput = v.InferOutput<typeof takeBreakInputSchema>;

/** What the login answer says of a break in force: the member may sign in to withdraw and read records, not to play. */
export const loginProtectionSchema = v.object({
  kind: v.picklist(breakKinds),
  until: v.nullable(v.number()),
});
export type LoginProtection = v.InferOutput<typeof loginProtectionSchema>;

/** The value of a protection.break.active refusal. */
export const breakRefusalSchema = v.object({ kind: v.picklist(breakKinds), until: v.nullable(v.number()) });
