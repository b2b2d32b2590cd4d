/** A lucky draw's prize: one of the rule's prizes, picked by weight from the given random source. */
import type { RafflePrize } from '../../db/schema';
import type { RandomSource } from '../../provider/random';
import { toCents } from '../money';

export function drawPrize(prizes: readonly RafflePrize[], random: RandomSource): bigint {
  const usable = prizes.filter((prize) => prize.weight > 0);
  const total = usable.reduce((sum, prize) => sum + prize.weight, 0);
  if (total === 0) return 0n;
  let ticket = random.int(total);
  for (const prize of usable) {
    if (ticket < prize.weight) return toCents(prize.amount);
    ticket -= prize.weight;
  }
  return toCents(usable[usable.length - 1].amount);
}
