/**
 * One round at a time per play session, across every instance of the
 * provider: a round starts by writing its id into the session's claim row,
 * an upsert that succeeds only when no other round holds it. A claim left
 * behind by a crashed instance goes stale after 30 seconds and may be taken
 * over, so a session can never be locked for good.
 */
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { prepared } from '../../db/prepared';
import { providerRoundClaims } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { hashSecret } from '../secrets';

export const staleClaimMs = 30_000;

// Every round sends both: rendered once, and planned once per connection on PostgreSQL.
const claim = prepared<{ sessionHash: string; roundId: string; now: number; staleBefore: number }>()(
  'provider_round_claim',
  { roundId: providerRoundClaims.roundId },
  (db, columns, $) =>
    db
      .insert(providerRoundClaims)
      .values({ sessionHash: $.sessionHash, roundId: $.roundId, startedAt: $.now })
      .onConflictDoUpdate({
        target: providerRoundClaims.sessionHash,
        set: { roundId: sql`excluded.round_id`, startedAt: sql`excluded.started_at` },
        // The same round sent again (its answer lost, or the release failed with the database away) takes its own
        // claim back: the wallet answers its stake as a replay, so it is never played twice.
        setWhere: or(lte(providerRoundClaims.startedAt, $.staleBefore), eq(providerRoundClaims.roundId, $.roundId)),
      })
      .returning(columns),
);

const release = prepared<{ sessionHash: string; roundId: string }>()('provider_round_release', {}, (db, _, $) =>
  db.delete(providerRoundClaims).where(and(eq(providerRoundClaims.sessionHash, $.sessionHash), eq(providerRoundClaims.roundId, $.roundId))),
);

export async function claimRound(db: Db, sessionId: string, roundId: string, now: number): Promise<void> {
  const [claimed] = await claim(db, { sessionHash: hashSecret(sessionId), roundId, now, staleBefore: now - staleClaimMs });
  if (!claimed) throw new DomainError(errorCodes.roundInProgress, 409);
}

/** Frees the session, unless a takeover has already given it to another round. */
export async function releaseRound(db: Db, sessionId: string, roundId: string): Promise<void> {
  await release(db, { sessionHash: hashSecret(sessionId), roundId });
}
