/**
 * A play session as the provider knows it: what the wallet answered when
 * the session opened (the player, the wallet, the game), kept in memory
 * because it never changes. The wallet alone decides whether the session is
 * still open, on every balance read and bet; a session the provider has not
 * seen (another instance opened it, or this one restarted) is learnt from a
 * balance read.
 */
import type { ProviderDeps } from '../deps';
import { asPage } from '../wallet/refusals';
import type { BalanceAnswer } from '../wallet/client';

export interface PlayerFacts {
  token: string;
  memberId: number;
  wallet: number;
  gameCode: string;
}

/** Sessions remembered at most; the oldest go first, to be learnt again if they come back. */
const rememberedSessions = 10_000;

export function remember(deps: ProviderDeps, token: string, answer: Pick<BalanceAnswer, 'player' | 'game'>): PlayerFacts {
  const facts = { token, memberId: Number(answer.player.id), wallet: answer.player.wallet, gameCode: answer.game.code };
  if (deps.sessions.size >= rememberedSessions) deps.sessions.delete(deps.sessions.keys().next().value!);
  deps.sessions.set(token, facts);
  return facts;
}

/** The session's facts; an unknown session is read from the wallet (which refuses one that ended). */
export async function playerSession(deps: ProviderDeps, token: string): Promise<PlayerFacts> {
  return deps.sessions.get(token) ?? remember(deps, token, await asPage('play', () => deps.wallet.balance(token)));
}

/** A read of the balance that also keeps the session alive: the table and the lottery board show it. */
export async function sessionBalance(deps: ProviderDeps, token: string): Promise<{ facts: PlayerFacts; balance: string; currency: string }> {
  const answer = await asPage('play', () => deps.wallet.balance(token));
  return { facts: deps.sessions.get(token) ?? remember(deps, token, answer), balance: answer.balance, currency: answer.currency };
}
