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
import { earlierAnswer, seenCalls, type MoneyCall, type StoredTransaction, type WalletAnswer } from './transactions';

export interface CallResult {
  answer: WalletAnswer;
  /** The answer is the one a first copy of this call got. */
  replayed: boolean;
}

export async function runMoneyCall(
  context: WalletContext,
  call: MoneyCall & { alsoTransaction?: string },
  work: (tx: Tx, seen: StoredTransaction[]) => Promise<WalletAnswer>,
  /** What a collision that is not a replay means, the second time round (a bet: its round is taken). */
  onCollision: () => Error,
): Promise<CallResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await context.db.transaction(async (tx) => {
        const seen = await seenCalls(tx, call, call.alsoTransaction);
        const earlier = earlierAnswer(seen, call);
        return earlier ? { answer: earlier, replayed: true } : { answer: await work(tx, seen), replayed: false };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt > 0) throw onCollision();
    }
  }
}
