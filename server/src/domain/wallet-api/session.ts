/**
 * POST /wallet/v1/session: the provider trades the launch token from the
 * game address for a play session, the token of every later call, and
 * learns the player, the game and the balance. A game the provider may not
 * serve is refused before the launch token is spent.
 */
import { walletBalance, playerOf } from './balances';
import type { WalletContext } from './context';
import { allowedGame } from './games';
import { openPlaySession, useSession } from './play-sessions';

export async function openSession(context: WalletContext, input: { launchToken: string }) {
  const currency = await context.currency();
  return context.db.transaction(async (tx) => {
    const { sessionId, session } = await openPlaySession(tx, input.launchToken, context.now);
    const game = await allowedGame(tx, context.providerId, { nodeId: session.nodeId });
    return { token: sessionId, player: playerOf(session), game: { code: game.code }, balance: await walletBalance(tx, session), currency };
  });
}

/** POST /wallet/v1/balance: the session's balance, which also keeps the session alive another 30 minutes. */
export async function readBalance(context: WalletContext, input: { token: string }) {
  const currency = await context.currency();
  const session = await useSession(context.db, input.token, context.now);
  const [game, balance] = await Promise.all([allowedGame(context.db, context.providerId, { nodeId: session.nodeId }), walletBalance(context.db, session)]);
  return { player: playerOf(session), game: { code: game.code }, balance, currency };
}
