/**
 * The seeded history as a plan: which player visits which game on which
 * day, how many rounds at which stake, and when. A pure function of the
 * players, the catalogue and the install time: the same install time gives
 * the same plan, and only the times move with it, so the history always
 * ends just before the install and today's boards have their share.
 */
import { pickFrom, seededRandom } from '../../domain/games/hash';
import { betSizes } from '../../provider/bet-sizes';
import type { GameSeed } from '../games/types';
import { vendorSeeds } from '../games/vendors';
import type { HistoryPlayer, PlayStyle } from './players';

export const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;
const minute = 60 * 1000;

export interface PlannedVisit {
  account: string;
  /** Days before the install; 0 is the install's own (UTC) day. */
  daysAgo: number;
  /** Round ids are `${id}-${n}`. */
  id: string;
  kind: 'slot' | 'duel' | 'lottery';
  gameCode: string;
  /** The stake the player has in mind for each round, in cents: the game's largest bet size not above it is played. */
  stakes: bigint[];
  /** When each round is played. */
  times: number[];
}

interface StyleRule {
  /** How many of the last seven days the player comes, and whether today is one of them. */
  days: [number, number];
  today: boolean;
  /** Stakes to choose from: one for the visit (doubled now and then), or a fresh one every round. */
  visit: { kind: PlannedVisit['kind']; rounds: [number, number]; stakes: readonly bigint[]; everyRound?: true };
}

const styles: Record<PlayStyle, StyleRule> = {
  // Twenty spins in a day claims the daily slot mission; small stakes.
  casual: { days: [1, 1], today: true, visit: { kind: 'slot', rounds: [20, 20], stakes: [50n, 100n, 100n, 200n, 500n] } },
  // A few spins at big stakes: where most big wins come from.
  highRoller: { days: [1, 1], today: false, visit: { kind: 'slot', rounds: [8, 10], stakes: [5_000n, 10_000n] } },
  // A few hands at a live table; the big bettors' 5,000 staked in a week claims the weekly live mission.
  live: { days: [1, 2], today: true, visit: { kind: 'duel', rounds: [3, 4], stakes: [50_000n, 100_000n, 200_000n, 300_000n], everyRound: true } },
  lottery: { days: [1, 2], today: true, visit: { kind: 'lottery', rounds: [1, 2], stakes: [500n, 1_000n, 2_000n] } },
  fishing: { days: [1, 1], today: false, visit: { kind: 'slot', rounds: [12, 14], stakes: [100n, 200n, 500n] } },
};

/** The lotteries the seeded players favour, most played first: the popular list's order. */
export const historyLotteries = ['ELOTT_FAST_1M', 'VN_MIEN_BAC', 'LOTT_SWERTRES_3D', 'ELOTT_QUICK_4D', 'LOTT_EZ2_2D', 'VN_HO_CHI_MINH'];

export interface GamePools {
  slots: readonly GameSeed[];
  fishing: readonly GameSeed[];
  live: readonly GameSeed[];
}

/** Playable games of each kind, the hot ones first: players go where the lobby sends them. */
export function gamePools(catalogue: readonly GameSeed[]): GamePools {
  const closedVendors = new Set(vendorSeeds.filter((vendor) => vendor.maintenance).map((vendor) => vendor.code));
  const open = (game: GameSeed) => !game.maintenance && !closedVendors.has(game.vendor) && game.isGame === null && game.parentNodeId === null;
  const hotFirst = (games: GameSeed[]) => games.sort((a, b) => b.isHot - a.isHot || a.nodeId - b.nodeId);
  return {
    slots: hotFirst(catalogue.filter((game) => open(game) && game.gameType === 'RNG' && game.gameClassify === 'SLOT')).slice(0, 48),
    fishing: hotFirst(catalogue.filter((game) => open(game) && game.gameType === 'FISH' && game.engine === 'slot')),
    // Tables with a 2,000 to 3,000 chip, the stake the live regulars play.
    live: hotFirst(
      catalogue.filter(
        (game) =>
          open(game) &&
          game.gameType === 'LIVE' &&
          game.engine === 'duel' &&
          !game.code.endsWith('_LOBBY') &&
          betSizes('duel', game.minBet).some((size) => size >= 200_000n && size <= 300_000n),
      ),
    ),
  };
}

const between = (random: () => number, [low, high]: [number, number]) => low + Math.floor(random() * (high - low + 1));

/** Fisher-Yates: the same order from the same random sequence on every engine. */
function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** `count` times from `start`, at most `gap` apart, all before `end` (squeezed when the window is short). */
function spread(random: () => number, start: number, end: number, count: number, gap: number): number[] {
  const step = Math.max(1, Math.min(gap, Math.floor((end - start) / (count + 1))));
  const times: number[] = [];
  let at = start;
  for (let index = 0; index < count; index++) {
    times.push(at);
    at += Math.max(1, Math.round(step * (0.5 + random() * 0.5)));
  }
  return times;
}

/** Today's share of the history plays between midnight (UTC) and a minute before the install. */
function visitStart(random: () => number, anchor: number, daysAgo: number): { start: number; end: number } {
  const today = Math.floor(anchor / day) * day;
  if (daysAgo > 0) {
    const dayStart = today - daysAgo * day;
    return { start: dayStart + 9 * hour + Math.floor(random() * 13 * hour), end: dayStart + day };
  }
  const end = Math.max(today + 1, anchor - minute);
  return { start: today + Math.floor(random() * 0.7 * (end - today)), end };
}

export function historyPlan(players: readonly HistoryPlayer[], pools: GamePools, anchor: number): PlannedVisit[] {
  const visits: PlannedVisit[] = [];
  for (const player of players) {
    const random = seededRandom(`history:${player.account}`);
    const rule = styles[player.style];
    const pool = player.style === 'fishing' ? pools.fishing : player.style === 'live' ? pools.live : pools.slots;
    // A player keeps to two or three favourite games.
    const favourites = rule.visit.kind === 'lottery' ? historyLotteries : [0, 1, 2].map(() => pickFrom(random, pool).code);
    const count = between(random, rule.days);
    // The history reaches back six days before the install's.
    const earlier = shuffled(random, [1, 2, 3, 4, 5, 6]);
    const days = (rule.today ? [0, ...earlier.slice(0, count - 1)] : earlier.slice(0, count)).sort((a, b) => b - a);
    for (const daysAgo of days) {
      const id = `hist-${player.account}-${daysAgo}`;
      if (rule.visit.kind === 'lottery') {
        // Today's tickets are bought twenty minutes or more before the install: every draw they wait for (ten minutes
        // apart at most) has been drawn by then.
        const tickets = between(random, rule.visit.rounds) + (daysAgo === 0 ? 2 : 0);
        const last = anchor - 20 * minute;
        for (let index = 0; index < tickets; index++) {
          const at = daysAgo === 0 ? last - Math.floor(random() * 20 * hour) : visitStart(random, anchor, daysAgo).start;
          visits.push({
            account: player.account,
            daysAgo,
            id: `${id}-t${index}`,
            kind: 'lottery',
            // Weighted towards the front of the list.
            gameCode: historyLotteries[Math.floor(random() * random() * historyLotteries.length)],
            stakes: [pickFrom(random, rule.visit.stakes)],
            times: [at],
          });
        }
        continue;
      }
      const rounds = between(random, rule.visit.rounds);
      const { start, end } = visitStart(random, anchor, daysAgo);
      const stake = pickFrom(random, rule.visit.stakes);
      visits.push({
        account: player.account,
        daysAgo,
        id,
        kind: rule.visit.kind,
        gameCode: pickFrom(random, favourites),
        // A slot player keeps the bet and now and then doubles it; a table player picks chips hand by hand.
        stakes: Array.from({ length: rounds }, () => (rule.visit.everyRound ? pickFrom(random, rule.visit.stakes) : random() < 0.12 ? stake * 2n : stake)),
        times: spread(random, start, end, rounds, rule.visit.kind === 'duel' ? 50_000 : 9_000),
      });
    }
  }
  return visits.sort((a, b) => a.times[0] - b.times[0]);
}
