/** Snapshot → what a lottery screen's view reads. */
import type { SnapshotFrom } from 'xstate';
import type { LotteryGame, LotteryMenu, OpenedDraw } from '../../services/schemas/games';
import type { lotteryLobbyMachine } from './lottery-lobby.machine';

export type LotteryLobbySnapshot = SnapshotFrom<typeof lotteryLobbyMachine>;

export interface LotteryLobbyView {
  status: 'loading' | 'failed' | 'ready';
  menus: LotteryMenu[];
  recent: LotteryGame[];
  opened: OpenedDraw[];
  gameCode: string | null;
  frame: 'launching' | 'playing' | 'failed' | null;
  address: string | null;
  /** Translate as `errors.<code>`. */
  errorCode: string | null;
  frameErrorCode: string | null;
}

const none: never[] = [];

export function selectLotteryLobby(snapshot: LotteryLobbySnapshot): LotteryLobbyView {
  const { context } = snapshot;
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  const frame = snapshot.matches({ ready: { frame: 'playing' } })
    ? 'playing'
    : snapshot.matches({ ready: { frame: 'failed' } })
      ? 'failed'
      : snapshot.matches({ ready: { frame: 'launching' } })
        ? 'launching'
        : null;
  return {
    status,
    menus: context.lobby?.menus ?? none,
    recent: context.lobby?.recent ?? none,
    opened: context.lobby?.opened ?? none,
    gameCode: context.gameCode,
    frame,
    address: frame === 'playing' ? context.address : null,
    errorCode: status === 'failed' ? context.errorCode : null,
    frameErrorCode: frame === 'failed' ? context.frameErrorCode : null,
  };
}
