/**
 * Players for a provider's conformance run, made by the operator on a
 * gateway that is not in production: a member with a live portal session,
 * a deposit of the amount asked for, and a launch token for a game the
 * provider may serve. Ending the player's sessions ends the tokens too,
 * which is how the run checks that bets stop and wins still land.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import { games, members, sessions, walletProviderGames } from '../../db/schema';
import type { GatewayDeps } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { moveMoney } from '../ledger';
import { toCents } from '../money';
import { launchBinding, revokeSessions } from '../session-games';
import { hashToken, openSession } from '../sessions';
import { allowedGame } from './games';
import { defaultLaunchTokenTtlMs, issueLaunchToken } from './launch-tokens';

type Deps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

/** The first game of the catalogue the provider may serve, for a run that names none. */
async function firstAllowedGame(deps: Deps, providerId: string): Promise<string> {
  const [row] = await deps.db
    .select({ code: games.code })
    .from(games)
    .where(sql`exists (select 1 from ${walletProviderGames} where ${walletProviderGames.providerId} = ${providerId} and ${walletProviderGames.gameCode} in ('*', ${games.code}))`)
    .orderBy(asc(games.nodeId))
    .limit(1);
  if (!row) throw new DomainError(errorCodes.badRequest, 400, null, { gameCode: 'game.not.allowed' });
  return row.code;
}

export async function createTestPlayer(deps: Deps, input: { providerId: string; gameCode?: string; amount: string }) {
  if (deps.config.production) throw new DomainError(errorCodes.notFound, 404);
  const { db } = deps;
  const now = deps.clock.now();
  const gameCode = input.gameCode ?? (await firstAllowedGame(deps, input.providerId));
  const game = await allowedGame(db, input.providerId, { code: gameCode }).catch(() => {
    throw new DomainError(errorCodes.badRequest, 400, null, { gameCode: 'game.not.allowed' });
  });
  const [member] = await db
    .insert(members)
    .values({ account: `wallet-test-${randomBytes(6).toString('hex')}`, nickname: 'Conformance', passwordHash: 'none', passwordChangedAt: now, createdAt: now })
    .returning({ id: members.id });
  const portalToken = await openSession(deps, member!.id);
  if (toCents(input.amount) > 0n) {
    await moveMoney(db, { memberId: member!.id, cents: toCents(input.amount), kind: 'deposit', idempotencyKey: `wallet-test:${member!.id}`, now });
  }
  const launchTokens = await db.transaction(async (tx) => {
    const binding = await launchBinding(tx, hashToken(portalToken), now);
    const grant = { memberId: member!.id, nodeId: game.nodeId, accountTypeId: 0, ...binding, now, ttlMs: defaultLaunchTokenTtlMs };
    // Two: one opens the run's session, the other stays unused to show that ending the player ends unused tokens too.
    return [await issueLaunchToken(tx, grant), await issueLaunchToken(tx, grant)];
  });
  return { memberId: member!.id, gameCode: game.code, launchTokens };
}

/** Ends the player's portal sessions, and with them every game session launched from them. */
export async function endTestPlayer(deps: Deps, memberId: number) {
  if (deps.config.production) throw new DomainError(errorCodes.notFound, 404);
  await revokeSessions(deps.db, eq(sessions.memberId, memberId), deps.clock.now());
  return { memberId };
}
