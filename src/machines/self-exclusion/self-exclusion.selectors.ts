/** Snapshot → what the breaks section shows: the break in force, the step of taking one, and the refusal with its field codes. */
import type { SnapshotFrom } from 'xstate';
import type { BreakTerm, BreakView } from '../../services/schemas/protection-breaks';
import type { selfExclusionMachine } from './self-exclusion.machine';

export type SelfExclusionSnapshot = SnapshotFrom<typeof selfExclusionMachine>;

/** choosing: the terms; confirming: the warning and the password; sending: a call under way; taken: just taken. */
export type BreakStep = 'choosing' | 'confirming' | 'sending' | 'taken';

export interface SelfExclusionView {
  status: 'loading' | 'failed' | 'shown';
  current: BreakView | null;
  step: BreakStep;
  term: BreakTerm | null;
  lifting: boolean;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
}

const stepOf = (snapshot: SelfExclusionSnapshot): BreakStep => {
  if (snapshot.matches('submitting')) return 'sending';
  if (snapshot.matches('confirming') || snapshot.matches('failed')) return 'confirming';
  if (snapshot.matches('taken')) return 'taken';
  return 'choosing';
};

export function selectSelfExclusion(snapshot: SelfExclusionSnapshot): SelfExclusionView {
  const { current, term, errorCode, fieldErrors } = snapshot.context;
  const loading = snapshot.hasTag('loading');
  return {
    status: current ? 'shown' : loading ? 'loading' : 'failed',
    current: current?.current ?? null,
    step: stepOf(snapshot),
    term,
    lifting: snapshot.matches('lifting'),
    errorCode: loading ? null : errorCode,
    fieldErrors: loading ? null : fieldErrors,
  };
}

export const sameSelfExclusion = (a: SelfExclusionView, b: SelfExclusionView): boolean => JSON.stringify(a) === JSON.stringify(b);
