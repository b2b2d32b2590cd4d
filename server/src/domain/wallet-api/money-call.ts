/**
 * The frame of every money call: answer a replay from the stored answer,
 * else do the call's work in one transaction that also stores its answer.
 * Two copies of one call racing each other meet on the unique keys: the
 * loser's transaction rolls back whole, and it answers what the winner
 * stored. Any other collision (a rollback that wrote its bet's void row
 * meanwhile) is looked at once more from the start.
 */
import { isUniqueViolation } from '../../db/unique-violation';
import type { Tx } from '../ledger';
import type { WalletContext } from './context';
import type { PlaySession } from './play-sessions';
import { seenCallsWithSession } from './seen-with-session';
import { earlierAnswer, seenCalls, type MoneyCall, type StoredTransaction, type WalletAnswer } from './transactions';

export interface CallResult {
  answer: WalletAnswer;
  /** The answer is the one a first copy of this call got. */
  replayed: boolean;
}

/** A call that stakes names the player's session: it is used in the call's first statement (seen-with-session.ts). */
export type FramedCall = MoneyCall & { alsoTransaction?: string; session?: { token: string; now: number } };

/** The call's open session, its idle time reset; refuses as useSession does. Only for a call that named one. */
export type OpenSession = () => Promise<PlaySession>;

const noSession: OpenSession = () => Promise.reject(new Error('the call named no session'));

export async function runMoneyCall(
  context: WalletContext,
  call: FramedCall,
  work: (tx: Tx, seen: StoredTransaction[], session: OpenSession) => Promise<WalletAnswer>,
  /** What a collision that is not a replay means, the second time round (a bet: its round is taken). */
  onCollision: () => Error,
): Promise<CallResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await context.db.transaction(async (tx) => {
        const { seen, session } = call.session
          ? await seenCallsWithSession(tx, call, call.alsoTransaction, call.session.token, call.session.now)
          : { seen: await seenCalls(tx, call, call.alsoTransaction), session: noSession };
        const earlier = earlierAnswer(seen, call);
        return earlier ? { answer: earlier, replayed: true } : { answer: await work(tx, seen, session), replayed: false };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt > 0) throw onCollision();
    }
  }
}
