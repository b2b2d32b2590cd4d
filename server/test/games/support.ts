/** Helpers of the catalogue tests: the seeded catalogue to compare answers with, and rows the provider would write. */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { CallName } from '../../../src/services/calls';
import { bets, recentGames } from '../../src/db/schema';
import { gameSeeds } from '../../src/seed/games/catalogue';
import type { GameSeed } from '../../src/seed/games/types';
import type { TestGateway } from '../harness';
import { callGateway, type CallOptions } from '../http';

export const seeded = (code: string): GameSeed => {
  const game = gameSeeds.find((entry) => entry.code === code);
  if (!game) throw new Error(`no seeded game ${code}`);
  return game;
};

/** Games a category lobby lists: everything but the sub-games of a VASSALAGE container. */
export const topLevelSeeds = gameSeeds.filter((game) => game.parentNodeId === null);

/** A successful call's value, checked against the answer schema the portal validates with. */
export async function answerOf<T extends v.GenericSchema>(gateway: TestGateway, name: CallName, schema: T, options: CallOptions = {}): Promise<v.InferOutput<T>> {
  const answer = await callGateway(gateway, name, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(schema, answer.body.value);
}

let round = 0;

export async function insertBet(
  gateway: TestGateway,
  bet: { memberId: number; code: string; stake: string; payout: string; createdAt: number; status?: 'open' | 'settled' },
): Promise<void> {
  const game = seeded(bet.code);
  await gateway.db.insert(bets).values({
    roundId: `test-round-${process.pid}-${++round}`,
    memberId: bet.memberId,
    nodeId: game.nodeId,
    vendor: game.vendor,
    category: game.gameType,
    stake: bet.stake,
    payout: bet.payout,
    status: bet.status ?? 'settled',
    createdAt: bet.createdAt,
    settledAt: bet.status === 'open' ? null : bet.createdAt,
  });
}

export async function insertLaunch(gateway: TestGateway, memberId: number, code: string, playedAt: number): Promise<void> {
  await gateway.db.insert(recentGames).values({ memberId, nodeId: seeded(code).nodeId, playedAt });
}
