/**
 * Session time (RTS 13, MGA reality checks, PA 814a.1): a session-length
 * limit of the member's choice and a reality check every N minutes. The
 * gateway counts both from the session's sign-in on its own clock and
 * refuses stakes while a check is due; the portal shows what it answers.
 */
import * as v from 'valibot';
import { errorCodes } from '../error-codes';
import { moneySchema } from './funds';

/** Minutes between reality checks; 0 turns them off. */
export const realityCheckChoices = [0, 15, 30, 60] as const;
/** Minutes a session may last; null (not in the list) is no limit. */
export const sessionLimitChoices = [30, 60, 120, 180, 240, 360, 480, 720] as const;
/** How long before a session limit ends the session the portal warns. */
export const sessionEndWarningMs = 5 * 60_000;

export const sessionTimeInputSchema = v.object({
  realityCheckMinutes: v.picklist(realityCheckChoices, errorCodes.protectionSessionChoiceInvalid),
  sessionLimitMinutes: v.nullable(v.picklist(sessionLimitChoices, errorCodes.protectionSessionChoiceInvalid), null),
});
export type SessionTimeInput = v.InferOutput<typeof sessionTimeInputSchema>;

export const sessionTimeSchema = v.object({
  /** The member's choice, or the brand's default when they made none. */
  realityCheckMinutes: v.number(),
  sessionLimitMinutes: v.nullable(v.number()),
  /** The caller's session: when it signed in, on the gateway's clock. */
  startedAt: v.number(),
  /** When the session limit ends the session; null without a limit. */
  endsAt: v.nullable(v.number()),
  /** When the portal warns that the limit is near (`sessionEndWarningMs` before `endsAt`); null without a limit. */
  warnAt: v.nullable(v.number()),
  /** When the next reality check falls due; null without checks. */
  checkDueAt: v.nullable(v.number()),
  /** A check is due and not acknowledged: stakes are refused until it is. */
  checkDue: v.boolean(),
  /** Since the sign-in: stakes, and winnings less stakes. */
  wagered: moneySchema,
  net: moneySchema,
  /** The gateway's time of the answer: the portal counts elapsed time from it, not from its own clock. */
  now: v.number(),
});
export type SessionTime = v.InferOutput<typeof sessionTimeSchema>;
