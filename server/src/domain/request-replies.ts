/**
 * A retried money request replays its first answer. The portal sends a
 * request id per submission (the same id on a retry); the answer is stored in
 * the same transaction as the movement it describes, so either both exist or
 * neither does. Two copies of one request racing each other: one commits,
 * the other hits the primary key and reads the winner's answer.
 *
 * Refusals are not stored: a refused request moved nothing, so trying it
 * again is safe and may succeed once the reason is gone.
 */
import { and, eq } from 'drizzle-orm';
import { errorCodes } from '../../../src/services/error-codes';
import type { Db } from '../db';
import { requestReplies } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../http/domain-error';
import type { Tx } from './ledger';

export interface RequestKey {
  memberId: number;
  requestId: string;
  /** The call's name; one request id cannot be reused for another call. */
  call: string;
}

async function storedAnswer<T>(db: Db, key: RequestKey): Promise<T | undefined> {
  const [row] = await db
    .select()
    .from(requestReplies)
    .where(and(eq(requestReplies.memberId, key.memberId), eq(requestReplies.requestId, key.requestId)))
    .limit(1);
  if (!row) return undefined;
  if (row.call !== key.call) throw new DomainError(errorCodes.requestIdReused, 409);
  return row.answer as T;
}

/** Runs `work` in one transaction with its answer stored under the key; a repeated key answers the stored answer. */
export async function answerOnce<T>(db: Db, key: RequestKey, now: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const earlier = await storedAnswer<T>(db, key);
  if (earlier !== undefined) return earlier;
  try {
    return await db.transaction(async (tx) => {
      // The key is claimed before the work: a concurrent copy waits on it until this one commits, then
      // replays this answer, instead of doing the work against the moved balance and answering a refusal.
      await tx.insert(requestReplies).values({ ...key, answer: {}, createdAt: now });
      const answer = await work(tx);
      await tx
        .update(requestReplies)
        .set({ answer: answer as object })
        .where(and(eq(requestReplies.memberId, key.memberId), eq(requestReplies.requestId, key.requestId)));
      return answer;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent copy committed first, or a ledger key it shares did: answer what it answered.
    const winner = await storedAnswer<T>(db, key);
    if (winner === undefined) throw error;
    return winner;
  }
}
