/** Snapshot → what the slide-puzzle view needs. */
import type { SnapshotFrom } from 'xstate';
import type { HumanCheckChallenge } from '../../services/schemas/account';
import type { humanCheckMachine } from './human-check.machine';

export type HumanCheckSnapshot = SnapshotFrom<typeof humanCheckMachine>;

/** `checking`: dropped, waiting for the proof of work to be solved before the drop is sent. */
export type HumanCheckPhase = 'loading' | 'dragging' | 'checking' | 'verifying' | 'passed' | 'failed' | 'expired';

export interface HumanCheckView {
  phase: HumanCheckPhase;
  challenge: HumanCheckChallenge | null;
  /** Translate as `errors.<code>`; null when nothing went wrong. */
  errorCode: string | null;
  canDrag: boolean;
  canRetry: boolean;
}

const phases: Record<Extract<HumanCheckSnapshot['value'], string>, HumanCheckPhase> = {
  loadingChallenge: 'loading',
  verifying: 'verifying',
  passed: 'passed',
  failed: 'failed',
  expired: 'expired',
};

const phaseOf = (value: HumanCheckSnapshot['value']): HumanCheckPhase =>
  typeof value === 'string' ? phases[value] : value.answering === 'checking' ? 'checking' : 'dragging';

export function selectHumanCheck(snapshot: HumanCheckSnapshot): HumanCheckView {
  return {
    phase: phaseOf(snapshot.value),
    challenge: snapshot.context.challenge,
    errorCode: snapshot.context.errorCode,
    canDrag: snapshot.can({ type: 'piece.drop', x: 0, trail: [] }),
    canRetry: snapshot.can({ type: 'challenge.retry' }),
  };
}
