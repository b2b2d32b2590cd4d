/**
 * Mixed money movements on one account: slot spins and duel rounds through
 * the demo provider, wallet transfers, withdrawals, point redemptions and
 * conversions, with some sent again under the same request id or round id,
 * as a portal retrying after a lost answer would. The mix comes from a seed,
 * so a failing run can be fired again exactly.
 */

/** `key` is the request id of a member call or the round id of a provider round. */
export type Movement =
  | { kind: 'spin'; key: string; table: number; bet: string }
  | { kind: 'duel'; key: string; table: number; side: 'PLAYER' | 'BANKER' | 'TIE'; bet: string }
  | { kind: 'transfer'; key: string; from: number; to: number; amount: string }
  | { kind: 'withdraw'; key: string; amount: string }
  | { kind: 'redeem'; key: string }
  | { kind: 'convert'; key: string; points: number };

export type MovementKind = Movement['kind'];
export const movementKinds: readonly MovementKind[] = ['spin', 'duel', 'transfer', 'withdraw', 'redeem', 'convert'];

export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

export interface MixOptions {
  count: number;
  seed: number;
  /** Play sessions open per game: a session plays one round at a time, so more tables let more rounds overlap. */
  tables: number;
  /** Share of requests that repeat an earlier one's key. */
  retryShare: number;
  /** Share of member calls (transfers, withdrawals, redemptions, conversions); the rest are rounds. */
  callShare: number;
}

const hex = (random: ReturnType<typeof seededRandom>) => random.int(0, 0xffffffff).toString(16).padStart(8, '0');

export function movementMix(options: MixOptions): Movement[] {
  const random = seededRandom(options.seed);
  // Round ids must be UUIDs; request ids may be, so every key is one.
  const key = () => {
    const digits = `${hex(random)}${hex(random)}${hex(random)}${hex(random)}`;
    return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-4${digits.slice(13, 16)}-a${digits.slice(17, 20)}-${digits.slice(20)}`;
  };
  const money = (min: number, max: number) => `${random.int(min, max)}.${String(random.int(0, 99)).padStart(2, '0')}`;
  const movements: Movement[] = [];
  while (movements.length < options.count) {
    const earlier = movements.length > 0 ? movements[random.int(0, movements.length - 1)] : undefined;
    if (earlier && random.next() < options.retryShare) {
      // The same key again, possibly on another table: the gateway must recognise the round, not the table.
      movements.push(earlier.kind === 'spin' || earlier.kind === 'duel' ? { ...earlier, table: random.int(0, options.tables - 1) } : { ...earlier });
      continue;
    }
    const table = random.int(0, options.tables - 1);
    if (random.next() >= options.callShare) {
      movements.push(
        random.next() < 0.6
          ? { kind: 'spin', key: key(), table, bet: ['1.00', '2.00', '5.00', '10.00'][random.int(0, 3)]! }
          : { kind: 'duel', key: key(), table, side: (['PLAYER', 'BANKER', 'TIE'] as const)[random.int(0, 2)]!, bet: ['1.00', '5.00', '10.00'][random.int(0, 2)]! },
      );
      continue;
    }
    const roll = random.next();
    if (roll < 0.45) {
      const game = random.int(1, 5);
      const out = random.next() < 0.6;
      movements.push({ kind: 'transfer', key: key(), from: out ? 0 : game, to: out ? game : 0, amount: money(1, 90) });
    } else if (roll < 0.7) movements.push({ kind: 'withdraw', key: key(), amount: money(100, 450) });
    else if (roll < 0.85) movements.push({ kind: 'redeem', key: key() });
    else movements.push({ kind: 'convert', key: key(), points: 100 * random.int(1, 4) });
  }
  return movements;
}
