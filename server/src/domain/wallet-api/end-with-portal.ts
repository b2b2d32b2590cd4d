/**
 * The portal's word that some of its sessions have ended: the launch tokens
 * and play sessions launched from them end at `now`. The portal calls this
 * inside the transaction that ends its sessions, so the games cannot outlive
 * them by a single call.
 *
 * Tokens go first. A page redeeming a token at this moment either waits for
 * the token's row and is then refused, or commits its play session before
 * the second statement begins, which then sees and ends it.
 */
import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { launchTokens, playSessions } from '../../db/schema';
import type { Tx } from '../ledger';

export async function endGamesOf(db: Db | Tx, portalSessions: readonly string[], now: number): Promise<void> {
  if (portalSessions.length === 0) return;
  const list = [...portalSessions];
  // An end already past (the portal session expired earlier) stays where it is.
  await db
    .update(launchTokens)
    .set({ portalEndsAt: now })
    .where(and(inArray(launchTokens.portalSession, list), gt(launchTokens.portalEndsAt, now)));
  await db
    .update(playSessions)
    .set({ portalEndsAt: now })
    .where(and(inArray(playSessions.portalSession, list), gt(playSessions.portalEndsAt, now)));
}
