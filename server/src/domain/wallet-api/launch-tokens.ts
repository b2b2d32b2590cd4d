/**
 * Launch tokens: what the launch call puts in the game address. Single use,
 * short-lived, bound to a member, a game, a wallet and the portal session
 * that launched it. Redeeming is one conditional UPDATE, so of two pages (or
 * two gateway instances) racing with the same token exactly one wins.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { launchTokens } from '../../db/schema';
import type { Tx } from '../ledger';
import { WalletError, walletErrorCodes } from './errors';
import { hashSecret, newSecret } from './secrets';

export const defaultLaunchTokenTtlMs = 2 * 60_000;

/**
 * What the portal tells the provider about the session a game is launched
 * from: a key to end its games by, and when it ends. The provider keeps both
 * on its own rows and never looks at the portal's sessions.
 */
export interface PortalBinding {
  portalSession: string;
  portalEndsAt: number;
}

export interface TokenGrant extends PortalBinding {
  memberId: number;
  nodeId: number;
  accountTypeId: number;
}

export async function issueLaunchToken(db: Db | Tx, grant: TokenGrant & { now: number; ttlMs: number }): Promise<string> {
  const token = newSecret();
  await db.insert(launchTokens).values({
    tokenHash: hashSecret(token),
    memberId: grant.memberId,
    nodeId: grant.nodeId,
    accountTypeId: grant.accountTypeId,
    portalSession: grant.portalSession,
    portalEndsAt: grant.portalEndsAt,
    createdAt: grant.now,
    expiresAt: grant.now + grant.ttlMs,
  });
  return token;
}

/** Marks the token used and answers what it grants; says why when it cannot. */
export async function redeemLaunchToken(db: Db | Tx, token: string, now: number): Promise<TokenGrant> {
  const tokenHash = hashSecret(token);
  const [grant] = await db
    .update(launchTokens)
    .set({ usedAt: now })
    .where(
      and(eq(launchTokens.tokenHash, tokenHash), isNull(launchTokens.usedAt), gt(launchTokens.expiresAt, now), gt(launchTokens.portalEndsAt, now)),
    )
    .returning({
      memberId: launchTokens.memberId,
      nodeId: launchTokens.nodeId,
      accountTypeId: launchTokens.accountTypeId,
      portalSession: launchTokens.portalSession,
      portalEndsAt: launchTokens.portalEndsAt,
    });
  if (grant) return grant;
  const [row] = await db.select().from(launchTokens).where(eq(launchTokens.tokenHash, tokenHash));
  if (!row) throw new WalletError(walletErrorCodes.tokenInvalid, 401);
  // The portal session having ended is the reason that matters, whatever else holds: a new link needs a new login.
  if (row.portalEndsAt <= now) throw new WalletError(walletErrorCodes.tokenEnded, 401);
  if (row.usedAt !== null) throw new WalletError(walletErrorCodes.tokenUsed, 401);
  throw new WalletError(walletErrorCodes.tokenExpired, 401);
}
