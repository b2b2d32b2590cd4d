/**
 * Playing the plan for real: every spin and hand through the provider's own
 * round (the themed slot, the duel table) and settlement, every ticket
 * bought and drawn by the lottery's own functions, every mission claimed
 * through the member's claim. Stakes, payouts, points and bonuses are
 * ledger movements like any other, so each seeded wallet equals its ledger.
 * Outcomes come from a source seeded by the round, so the history is the
 * same on every install.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { missions } from '../../db/schema';
import { toCents } from '../../domain/money';
import { periodWindow } from '../../domain/rewards/periods';
import { claimMission } from '../../domain/rewards/missions';
import { openIssue } from '../../domain/lottery-schedule';
import { hashText, seededRandom } from '../../domain/games/hash';
import { DomainError } from '../../http/domain-error';
import { betSizes } from '../../provider/bet-sizes';
import type { PlayableGame } from '../../provider/catalogue';
import { playDuelRound } from '../../provider/duel/duel-round';
import { duelTableFor } from '../../provider/duel/sides';
import { playTypes, type PlayTypeCode } from '../../provider/lotto/play-types';
import type { RandomSource } from '../../provider/random';
import { playSlotRound } from '../../provider/slot/slot-round';
import { settleInstantRound } from '../../domain/wallet-api/settled-round';
import { buyTicket, drawOneDue } from './lottery-rounds';
import type { PlannedVisit } from './plan';

/**
 * The history's seed: any text gives a history as likely as any other; this
 * one's week holds a few wins big enough for the top of the winners board.
 */
export const historySeed = 'xsp-history-116';

/** A repeatable source for one round or draw, from its id. */
export function seededSource(seedText: string): RandomSource {
  const random = seededRandom(`${historySeed}:${seedText}`);
  return { int: (maxExclusive) => Math.floor(random() * maxExclusive) };
}

/** What a played round leaves for the mission claims to measure. */
export interface PlayedRound {
  memberId: number;
  category: string;
  stakeCents: bigint;
  payoutCents: bigint;
  at: number;
}

const mainWallet = 0;

/** The game's largest bet size not above what the player has in mind (its smallest when all are). */
function stakeFor(game: PlayableGame, wanted: bigint): bigint {
  const sizes = betSizes(game.engine, game.minBet);
  return sizes.filter((size) => size <= wanted).pop() ?? sizes[0];
}

async function playTable(db: Db, visit: PlannedVisit, memberId: number, game: PlayableGame): Promise<PlayedRound[]> {
  const session = { memberId, accountTypeId: mainWallet };
  return db.transaction(async (tx) => {
    const played: PlayedRound[] = [];
    let balance: bigint | null = null;
    for (const [index, at] of visit.times.entries()) {
      const betCents = stakeFor(game, visit.stakes[index]);
      // A player whose wallet runs dry goes home: no round is ever refused.
      if (balance !== null && balance < betCents) break;
      const roundId = `${visit.id}-${index}`;
      const random = seededSource(roundId);
      const { result } = visit.kind === 'slot' ? playSlotRound(game, random, betCents) : playDuelRound(game, random, pickSide(game, random), betCents);
      balance = toCents(await settleInstantRound(tx, { session, game, roundId, now: at, result }));
      played.push({ memberId, category: game.category, stakeCents: betCents, payoutCents: result.payoutCents, at });
    }
    return played;
  });
}

/** Most players back a side; one hand in ten goes on the tie. */
function pickSide(game: PlayableGame, random: RandomSource): string {
  const { sides } = duelTableFor(game.category, game.gameClassify);
  const roll = random.int(10);
  return roll === 0 ? sides[2] : sides[roll % 2];
}

const ticketTypes: PlayTypeCode[] = ['TWO', 'TWO', 'STRAIGHT', 'BOX'];

async function buyTickets(db: Db, visit: PlannedVisit, memberId: number, game: PlayableGame): Promise<{ played: PlayedRound[]; drawAt: number }> {
  const betCents = stakeFor(game, visit.stakes[0]);
  const random = seededSource(visit.id);
  const playType = playTypes[ticketTypes[random.int(ticketTypes.length)]];
  const picks: number[] = [];
  while (picks.length < playType.picks) {
    const digit = random.int(10);
    if (!playType.anyOrder || !picks.includes(digit)) picks.push(digit);
  }
  const at = visit.times[0];
  const { drawAt } = await db.transaction((tx) =>
    buyTicket(tx, {
      session: { memberId, accountTypeId: mainWallet },
      roundId: `${visit.id}-0`,
      now: at,
      order: { game, drawNo: openIssue(game.accountTypeName, at).drawNo, playType, picks, betCents },
    }),
  );
  return { played: [{ memberId, category: game.category, stakeCents: betCents, payoutCents: 0n, at }], drawAt };
}

/** Draws every draw the tickets were bought for, oldest first, each at its own time and from a seeded source. */
async function drawTickets(db: Db, draws: Map<string, { gameCode: string; drawAt: number }>): Promise<void> {
  const ordered = [...draws.values()].sort((a, b) => a.drawAt - b.drawAt || a.gameCode.localeCompare(b.gameCode));
  for (const { gameCode, drawAt } of ordered) {
    await drawOneDue(db, { now: drawAt, random: seededSource(`history-draw:${gameCode}:${drawAt}`), gameCode });
  }
}

export async function playVisits(
  db: Db,
  visits: readonly PlannedVisit[],
  memberIds: Map<string, number>,
  games: Map<string, PlayableGame>,
): Promise<PlayedRound[]> {
  const played: PlayedRound[] = [];
  const draws = new Map<string, { gameCode: string; drawAt: number }>();
  for (const visit of visits) {
    const memberId = memberIds.get(visit.account);
    const game = games.get(visit.gameCode);
    if (memberId === undefined || !game || game.maintenance) continue;
    if (visit.kind === 'lottery') {
      const bought = await buyTickets(db, visit, memberId, game);
      played.push(...bought.played);
      draws.set(`${game.code}|${bought.drawAt}`, { gameCode: game.code, drawAt: bought.drawAt });
    } else {
      played.push(...(await playTable(db, visit, memberId, game)));
    }
  }
  await drawTickets(db, draws);
  return played;
}

/**
 * Claims the missions each player completed, the way a member would: after
 * the last round of a day, whatever that round completed (twenty slot
 * rounds, five wins, the week's live stake). Progress is counted from the
 * rounds just played, which are all these players ever played; the claim
 * itself measures again from the bets and pays through the ledger.
 */
export async function claimCompletedMissions(db: Db, rounds: readonly PlayedRound[], anchor: number): Promise<number> {
  const list = await db.select().from(missions).where(eq(missions.enabled, true));
  const byMember = new Map<number, PlayedRound[]>();
  for (const round of rounds) byMember.set(round.memberId, [...(byMember.get(round.memberId) ?? []), round]);
  let claimed = 0;
  for (const [memberId, own] of byMember) {
    own.sort((a, b) => a.at - b.at);
    // The moments a player stops for the day: the last round of each visit day.
    const stops = own.filter((round, index) => index === own.length - 1 || Math.floor(own[index + 1].at / 86_400_000) !== Math.floor(round.at / 86_400_000));
    const done = new Set<string>();
    for (const stop of stops) {
      const at = Math.min(stop.at + 30_000, anchor - 1);
      for (const mission of list) {
        if (mission.metric !== 'rounds' && mission.metric !== 'wins' && mission.metric !== 'stake') continue;
        const window = periodWindow(mission.period, at);
        const key = `${mission.code}|${window.key}`;
        if (done.has(key)) continue;
        const counted = own.filter(
          (round) => round.at >= window.startsAt && round.at <= at && (mission.categories.length === 0 || mission.categories.includes(round.category)),
        );
        const progress =
          mission.metric === 'rounds'
            ? BigInt(counted.length) * 100n
            : mission.metric === 'wins'
              ? BigInt(counted.filter((round) => round.payoutCents > round.stakeCents).length) * 100n
              : counted.reduce((sum, round) => sum + round.stakeCents, 0n);
        if (progress < toCents(mission.target)) continue;
        done.add(key);
        try {
          await claimMission(db, memberId, { requestId: `history-${hashText(key)}-${mission.id}`, missionId: mission.id }, at);
          claimed++;
        } catch (error) {
          // Claimed before (a resumed seeding) or not completed after all: the player simply has nothing to claim.
          if (!(error instanceof DomainError)) throw error;
        }
      }
    }
  }
  return claimed;
}
