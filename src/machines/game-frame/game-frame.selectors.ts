/** Snapshot → what the game frame view reads. */
import type { SnapshotFrom } from 'xstate';
import type { gameFrameMachine } from './game-frame.machine';

export type GameFrameSnapshot = SnapshotFrom<typeof gameFrameMachine>;

export interface GameFrameView {
  status: 'empty' | 'loading' | 'playing' | 'failed';
  address: string | null;
}

export function selectGameFrame(snapshot: GameFrameSnapshot): GameFrameView {
  const status = snapshot.matches({ shown: 'playing' })
    ? 'playing'
    : snapshot.matches({ shown: 'failed' })
      ? 'failed'
      : snapshot.matches('shown')
        ? 'loading'
        : 'empty';
  return { status, address: snapshot.context.address };
}
