/** How long each term a member may choose lasts: time-outs up to six weeks, self-exclusions from six months to permanent. */
import { type BreakKind, type ExclusionTerm, type TimeoutTerm } from '../../../../../src/services/schemas/protection-breaks';

const day = 24 * 60 * 60 * 1000;

const timeoutLengths: Record<TimeoutTerm, number> = { '24h': day, '7d': 7 * day, '30d': 30 * day, '6w': 42 * day };
/** Calendar years counted as 365 days (a leap day longer for 5 years): the term may end a day early, never late. */
const exclusionLengths: Record<ExclusionTerm, number | null> = { '6m': 183 * day, '1y': 365 * day, '2y': 730 * day, '5y': 1826 * day, permanent: null };

/** A finished definite exclusion is lifted this long after the member asks. */
export const liftCoolingOffMs = day;

/** The kind and length of a term, or null when it names none (length null: permanent). */
export function termOf(term: string): { kind: BreakKind; lengthMs: number | null } | null {
  if (Object.hasOwn(timeoutLengths, term)) return { kind: 'timeout', lengthMs: timeoutLengths[term as TimeoutTerm] };
  if (Object.hasOwn(exclusionLengths, term)) return { kind: 'exclusion', lengthMs: exclusionLengths[term as ExclusionTerm] };
  return null;
}
