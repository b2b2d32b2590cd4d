/**
 * The frame every paid round runs in: claim the session, refuse a round id
 * already played, then do the round's work (bets row and ledger movements)
 * in one transaction, and free the session whatever happened. A refusal
 * inside the work (insufficient balance) rolls everything back, so the
 * ledger never holds half a round.
 */
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import { bets } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Tx } from '../../domain/ledger';
import type { GatewayDeps } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import type { PlaySession } from '../sessions/play-sessions';
import { claimRound, releaseRound } from './round-claim';

export interface RoundFrame {
  sessionId: string;
  roundId: string;
}

export async function runRound<T>(deps: GatewayDeps, frame: RoundFrame, work: (tx: Tx, session: PlaySession, now: number) => Promise<T>): Promise<T> {
  const now = deps.clock.now();
  const session = await claimRound(deps.db, frame.sessionId, frame.roundId, now);
  try {
    const [played] = await deps.db.select({ id: bets.id }).from(bets).where(eq(bets.roundId, frame.roundId)).limit(1);
    if (played) throw new DomainError(errorCodes.roundReplayed, 409);
    return await deps.db.transaction((tx) => work(tx, session, now));
  } catch (error) {
    // The same round id committed by another session between our check and our insert.
    if (isUniqueViolation(error)) throw new DomainError(errorCodes.roundReplayed, 409);
    throw error;
  } finally {
    await releaseRound(deps.db, frame.sessionId, frame.roundId);
  }
}
