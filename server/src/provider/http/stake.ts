/** A stake is accepted only when it is one of the table's sizes. */
import { errorCodes } from '../../../../src/services/error-codes';
import { toCents } from '../../domain/money';
import { DomainError } from '../../http/domain-error';
import { betSizes } from '../bet-sizes';
import type { PlayableGame } from '../catalogue';

export function allowedStake(game: PlayableGame, bet: string): bigint {
  const cents = toCents(bet);
  if (!betSizes(game.engine, game.minBet).includes(cents)) throw new DomainError(errorCodes.betInvalid, 400);
  return cents;
}
