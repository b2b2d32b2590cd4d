/** Snapshot → what the slide-puzzle view needs. */
import type { SnapshotFrom } from 'xstate';
import type { HumanCheckChallenge } from '../../services/schemas/account';
import type { humanCheckMachine } from './human-check.machine';

export type HumanCheckSnapshot = SnapshotFrom<typeof humanCheckMachine>;

export type HumanCheckPhase = 'loading' | 'dragging' | 'verifying' | 'passed' | 'failed' | 'expired';

export interface HumanCheckView {
  phase: HumanCheckPhase;
  challenge: HumanCheckChallenge | null;
  /** Translate as `errors.<code>`; null when nothing went wrong. */
  errorCode: string | null;
  canDrag: boolean;
  canRetry: boolean;
}

const phases: Record<HumanCheckSnapshot['value'], HumanCheckPhase> = {
  loadingChallenge: 'loading',
  dragging: 'dragging',
  verifying: 'verifying',
  passed: 'passed',
  failed: 'failed',
  expired: 'expired',
};

export function selectHumanCheck(snapshot: HumanCheckSnapshot): HumanCheckView {
  return {
    phase: phases[snapshot.value],
    challenge: snapshot.context.challenge,
    errorCode: snapshot.context.errorCode,
    canDrag: snapshot.can({ type: 'piece.drop', x: 0, trail: [] }),
    canRetry: snapshot.can({ type: 'challenge.retry' }),
  };
}
