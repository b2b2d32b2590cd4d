/**
 * The calls, each with its schemas and its OpenAPI description: balance and
 * session read, bet, win, the instant round (bet and win in one), rollback
 * and round close move money through the domain functions of
 * domain/wallet-api.
 */
import type { Context, Hono } from 'hono';
import { describeRoute, resolver, validator } from 'hono-openapi';
import * as v from 'valibot';
import { placeBet } from '../../domain/wallet-api/bet';
import { playInstantRound } from '../../domain/wallet-api/instant-round';
import { closeRound } from '../../domain/wallet-api/close';
import type { WalletContext } from '../../domain/wallet-api/context';
import { WalletError, walletErrorCodes } from '../../domain/wallet-api/errors';
import { rollBack } from '../../domain/wallet-api/rollback';
import { openSession, readBalance } from '../../domain/wallet-api/session';
import { placeWin } from '../../domain/wallet-api/win';
import { moneyAnswer, refusal } from './answers';
import * as schemas from './schemas';
import type { WalletEnv } from './signature';

const json = (schema: v.GenericSchema, description: string) => ({ description, content: { 'application/json': { schema: resolver(schema) } } });

const refusals = {
  400: json(schemas.errorAnswer, 'request.invalid: a field is missing or malformed (`fields` names them).'),
  401: json(schemas.errorAnswer, 'signature.invalid, timestamp.skewed, key.expired; token.invalid, token.expired, token.ended where a token is checked.'),
  403: json(schemas.errorAnswer, 'provider.revoked, game.not.allowed; on a bet, limit.reached (the player\'s loss or wager limit, with `limit`, `window` and `remaining`) or player.on.break (a time-out or self-exclusion, with `until`) or reality.check.due (the player has a reality check to answer in the portal, with `dueAt`).'),
  409: json(schemas.errorAnswer, 'transaction.conflict and the round rules (round.exists, round.closed, round.rolled.back, win.exists, bet.rolled.back).'),
};

/** A malformed body: request.invalid with the fields, as the portal's calls answer theirs. */
function body<T extends v.GenericSchema>(schema: T) {
  return validator('json', schema, (result, c) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error) fields[issue.path?.map((part) => String(typeof part === 'object' ? part.key : part)).join('.') || '_'] ??= issue.message;
    return refusal(c, new WalletError(walletErrorCodes.requestInvalid, 400), fields);
  });
}

type ContextOf = (c: Context<WalletEnv>) => WalletContext;

export function mountCalls(wallet: Hono<WalletEnv>, contextOf: ContextOf): void {
  wallet.post(
    '/session',
    describeRoute({
      summary: 'Open a play session with the launch token',
      description: 'Trades the single-use launch token from the game address for the play session every later call names.',
      responses: { 200: json(schemas.sessionAnswer, 'The play session, player, game and balance.'), ...refusals },
    }),
    body(schemas.sessionRequest),
    async (c) => c.json(await openSession(contextOf(c), c.req.valid('json')), 200, { 'Cache-Control': 'no-store' }),
  );
  wallet.post(
    '/balance',
    describeRoute({
      summary: 'Read the balance',
      description: 'The session’s balance; the session stays alive 30 minutes past every balance read and bet.',
      responses: { 200: json(schemas.balanceAnswer, 'The balance.'), ...refusals },
    }),
    body(schemas.balanceRequest),
    async (c) => c.json(await readBalance(contextOf(c), c.req.valid('json')), 200, { 'Cache-Control': 'no-store' }),
  );
  wallet.post(
    '/bet',
    describeRoute({
      summary: 'Stake a round',
      description: 'Needs an open session. A replay answers the first answer with Idempotent-Replayed: true.',
      responses: { 200: json(schemas.betAnswer, 'Staked.'), 402: json(schemas.errorAnswer, 'insufficient.funds, with the balance.'), ...refusals },
    }),
    body(schemas.betRequest),
    async (c) => moneyAnswer(c, await placeBet(contextOf(c), c.req.valid('json'))),
  );
  wallet.post(
    '/win',
    describeRoute({
      summary: 'Pay a round',
      description: 'Accepted after the session ended. One win per round; closeRound settles the round with it.',
      responses: { 200: json(schemas.winAnswer, 'Paid.'), 404: json(schemas.errorAnswer, 'round.not.found.'), ...refusals },
    }),
    body(schemas.winRequest),
    async (c) => moneyAnswer(c, await placeWin(contextOf(c), c.req.valid('json'))),
  );
  wallet.post(
    '/round',
    describeRoute({
      summary: 'Stake and pay an instant round',
      description:
        'For a round whose result is known when it is staked (a spin): the bet and its closing win in one call and one transaction, with the checks of each. A refused stake keeps nothing. A replay answers the first answer with Idempotent-Replayed: true.',
      responses: { 200: json(schemas.roundAnswer, 'Staked, paid and closed.'), 402: json(schemas.errorAnswer, 'insufficient.funds, with the balance.'), ...refusals },
    }),
    body(schemas.roundRequest),
    async (c) => moneyAnswer(c, await playInstantRound(contextOf(c), c.req.valid('json'))),
  );
  wallet.post(
    '/rollback',
    describeRoute({
      summary: 'Take a bet back',
      description: 'Refunds the stake exactly once; before its bet arrives it voids the bet. Accepted after the session ended.',
      responses: { 200: json(schemas.rollbackAnswer, 'Rolled back.'), ...refusals },
    }),
    body(schemas.rollbackRequest),
    async (c) => moneyAnswer(c, await rollBack(contextOf(c), c.req.valid('json'))),
  );
  wallet.post(
    '/round/close',
    describeRoute({
      summary: 'Close a round',
      description: 'Settles the round with what it paid. Accepted after the session ended.',
      responses: { 200: json(schemas.closeAnswer, 'Closed.'), 404: json(schemas.errorAnswer, 'round.not.found.'), ...refusals },
    }),
    body(schemas.closeRequest),
    async (c) => moneyAnswer(c, await closeRound(contextOf(c), c.req.valid('json'))),
  );
}
