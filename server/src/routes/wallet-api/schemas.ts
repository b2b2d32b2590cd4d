/**
 * The wallet API's requests and answers, in valibot: the routes validate
 * with them and the OpenAPI document (/wallet/v1/openapi.json) is generated
 * from the same schemas, so the two cannot drift apart.
 */
import * as v from 'valibot';

const idText = (what: string) => v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[A-Za-z0-9._:-]+$/), v.description(what));

const amountText = (what: string) => v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,2})?$/), v.description(what));
/** Above zero: "0", "0.0" and "0.00" are not stakes. */
const stakeText = v.pipe(v.string(), v.regex(/^(?!0+(\.0{1,2})?$)\d{1,12}(\.\d{1,2})?$/), v.description('The stake, decimal text with two places at most, above zero.'));

const requestId = idText('Unique per call: the same request id again answers the first answer and moves nothing.');
const transactionId = idText('The provider’s id of this money movement, unique per provider: sent again, it answers the first answer.');
const roundId = idText('The provider’s round; a round has one bet and at most one win.');
const playerToken = v.pipe(v.string(), v.minLength(16), v.maxLength(128), v.description('The play session from POST /wallet/v1/session.'));
const detail = v.optional(
  v.pipe(v.record(v.string(), v.unknown()), v.description('What was played and what came out (reels, picks, numbers), kept on the round for the player’s records.')),
);

export const sessionRequest = v.object({
  requestId: v.optional(requestId),
  launchToken: v.pipe(v.string(), v.minLength(1), v.maxLength(128), v.description('The token from the game address; single use, two minutes.')),
});

export const balanceRequest = v.object({ requestId: v.optional(requestId), token: playerToken });

export const betRequest = v.object({
  requestId,
  transactionId,
  token: playerToken,
  roundId,
  gameCode: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description('A game of the catalogue the provider may serve.')),
  amount: stakeText,
  detail,
});

export const winRequest = v.object({
  requestId,
  transactionId,
  token: v.optional(playerToken),
  roundId,
  amount: amountText('The payout, decimal text with two places at most; 0 for a round that paid nothing.'),
  closeRound: v.optional(v.pipe(v.boolean(), v.description('Settle the round with this win (nothing more will come for it).')), false),
  detail,
});

export const roundRequest = v.object({
  requestId,
  transactionId: idText('The provider’s id of the round’s stake, unique per provider: sent again, it answers the first answer.'),
  winTransactionId: idText('The provider’s id of the round’s payout; a /win sent later with it answers as its replay.'),
  token: playerToken,
  roundId,
  gameCode: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.description('A game of the catalogue the provider may serve.')),
  amount: stakeText,
  win: amountText('The payout, decimal text with two places at most; 0 for a round that paid nothing.'),
  detail,
});

export const rollbackRequest = v.object({
  requestId,
  transactionId,
  token: v.optional(playerToken),
  roundId,
  betTransactionId: idText('The transaction id of the bet to take back, which may not have arrived yet.'),
});

export const closeRequest = v.object({ requestId, transactionId, token: v.optional(playerToken), roundId, detail });

const money = (what: string) => v.pipe(v.string(), v.description(what));
const currency = v.pipe(v.string(), v.description('The brand’s currency (ISO 4217).'));
const player = v.object({ id: v.pipe(v.string(), v.description('Opaque player id.')), wallet: v.pipe(v.number(), v.description('0: the main wallet.')) });

export const sessionAnswer = v.object({ token: playerToken, player, game: v.object({ code: v.string() }), balance: money('Balance now.'), currency });
export const balanceAnswer = v.object({ player, game: v.object({ code: v.string() }), balance: money('Balance now.'), currency });
export const betAnswer = v.object({ transactionId: v.string(), roundId: v.string(), gameCode: v.string(), balance: money('Balance after the stake.'), currency });
export const winAnswer = v.object({
  transactionId: v.string(),
  roundId: v.string(),
  amount: v.string(),
  roundClosed: v.boolean(),
  balance: money('Balance after the payout.'),
  currency,
});
export const roundAnswer = v.object({
  transactionId: v.string(),
  winTransactionId: v.string(),
  roundId: v.string(),
  gameCode: v.string(),
  win: money('What the round paid.'),
  balance: money('Balance after the stake and the payout.'),
  currency,
});
export const rollbackAnswer = v.object({
  transactionId: v.string(),
  roundId: v.string(),
  refunded: money('What this rollback gave back: the stake, or 0.00 when the bet never arrived or was given back already.'),
  balance: v.nullable(money('Balance after the refund; null when nothing was refunded now.')),
  currency,
});
export const closeAnswer = v.object({ transactionId: v.string(), roundId: v.string(), balance: money('Balance now.'), currency });

export const errorAnswer = v.object({
  error: v.pipe(v.string(), v.description('The refusal’s code; no money moved.')),
  message: v.string(),
  balance: v.optional(money('With insufficient.funds: the balance that could not cover the stake.')),
  currency: v.optional(currency),
  limit: v.optional(v.pipe(v.picklist(['loss', 'wager']), v.description('With limit.reached: which limit of the player the stake would pass.'))),
  window: v.optional(v.pipe(v.picklist(['day', 'week', 'month']), v.description('With limit.reached: its rolling window (24 hours, 7 days, 30 days).'))),
  remaining: v.optional(money('With limit.reached: what the limit still allows in its window.')),
  dueAt: v.optional(v.pipe(v.string(), v.description('With reality.check.due: since when the check is due (ISO 8601).'))),
  until: v.optional(v.pipe(v.string(), v.description('With player.on.break: when the break ends (ISO 8601), or empty when it holds until lifted.'))),
  fields: v.optional(v.record(v.string(), v.string())),
});
