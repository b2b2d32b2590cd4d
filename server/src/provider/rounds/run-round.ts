/**
 * The frame every paid round runs in: claim the session, do the round's
 * work (its wallet calls and the provider's own rows), and free the session
 * whatever happened. Money is the wallet's: a round the wallet refuses
 * (insufficient funds, a session that ended) leaves nothing behind.
 */
import type { ProviderDeps } from '../deps';
import { claimRound, releaseRound } from './round-claim';

export interface RoundFrame {
  sessionId: string;
  roundId: string;
}

export async function runRound<T>(deps: ProviderDeps, frame: RoundFrame, work: () => Promise<T>): Promise<T> {
  await claimRound(deps.db, frame.sessionId, frame.roundId, deps.clock.now());
  try {
    return await work();
  } finally {
    await releaseRound(deps.db, frame.sessionId, frame.roundId);
  }
}
