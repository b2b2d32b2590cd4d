/**
 * Helpers for the provider tests: catalogue rows each test inserts for
 * itself, funded members, the launch call, the provider API over real HTTP,
 * and the figures that must agree after any sequence of rounds.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Envelope } from '../../../src/services/envelope';
import type { LaunchAnswer } from '../../../src/services/schemas/games';
import { bets, gameVendors, games, wallets, type GameEngine } from '../../src/db/schema';
import { ledgerSum, moveMoney } from '../../src/domain/ledger';
import { toCents } from '../../src/domain/money';
import { launchBinding } from '../../src/domain/session-games';
import { hashToken } from '../../src/domain/sessions';
import { defaultLaunchTokenTtlMs, issueLaunchToken } from '../../src/domain/wallet-api/launch-tokens';
import { openPlaySession } from '../../src/domain/wallet-api/play-sessions';
import type { TestGateway } from '../harness';
import { callGateway, memberWithSession, type Answer } from '../http';

let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${++counter}`;

export interface GameRow {
  nodeId: number;
  code: string;
  vendor: string;
}

export interface GameFields {
  gameType?: string;
  gameClassify?: string;
  accountTypeName?: string;
  minBet?: string;
  maintenance?: boolean;
  vendorMaintenance?: boolean;
  vendorGroup?: string | null;
  defaultPlayType?: string;
}

const categoryOf: Record<GameEngine, string> = { slot: 'RNG', duel: 'LIVE', lotto: 'LOTT' };

/** A game of its own vendor, so a test may put the vendor under maintenance without touching anyone else. */
export async function insertGame(gateway: TestGateway, engine: GameEngine, fields: GameFields = {}): Promise<GameRow> {
  const vendor = unique('V');
  const gameType = fields.gameType ?? categoryOf[engine];
  await gateway.db
    .insert(gameVendors)
    .values({
      code: vendor,
      name: `Vendor ${vendor}`,
      category: gameType as never,
      groupCode: fields.vendorGroup ?? null,
      maintenance: fields.vendorMaintenance ?? false,
    });
  const [row] = await gateway.db
    .insert(games)
    .values({
      code: unique(`${engine.toUpperCase()}_`),
      vendor,
      gameType: gameType as never,
      gameClassify: fields.gameClassify ?? (engine === 'slot' ? 'SLOT' : engine === 'duel' ? 'BACCARAT' : 'LOTTO'),
      names: { EN: `Test ${engine}`, TY: `Laro ${engine}` },
      minBet: fields.minBet ?? '1.00',
      accountTypeName: fields.accountTypeName ?? (engine === 'lotto' ? 'LOTT' : vendor),
      defaultPlayType: fields.defaultPlayType ?? null,
      maintenance: fields.maintenance ?? false,
      engine,
      createdAt: gateway.deps.clock.now(),
    })
    .returning({ nodeId: games.nodeId, code: games.code, vendor: games.vendor });
  return row;
}

export interface FundedMember {
  id: number;
  token: string;
  openingCents: bigint;
}

export async function fundedMember(gateway: TestGateway, opening = '1000.00', fields: Parameters<typeof memberWithSession>[1] = {}): Promise<FundedMember> {
  const member = await memberWithSession(gateway, fields);
  if (toCents(opening) > 0n) {
    await moveMoney(gateway.db, {
      memberId: member.id,
      cents: toCents(opening),
      kind: 'deposit',
      idempotencyKey: `test-open:${member.id}`,
      now: gateway.deps.clock.now(),
    });
  }
  return { ...member, openingCents: toCents(opening) };
}

export const gameLaunchQuery = (game: GameRow, extra: Record<string, string> = {}) => ({
  nodeId: String(game.nodeId),
  gameId: game.code,
  accountType: '1',
  confirmTrans: '0',
  vassalage: game.vendor,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: '3',
  username: 'tester',
  merchantCode: 'XSP',
  language: 'EN',
  ...extra,
});

export const launch = (gateway: TestGateway, token: string | undefined, query: Record<string, string>): Promise<Answer<LaunchAnswer>> =>
  callGateway<LaunchAnswer>(gateway, 'launchGame', { token, query });

/** The launch token inside a launch address. */
export const tokenOf = (address: string): string => new URL(address, 'http://provider.test').searchParams.get('token') ?? '';

export async function providerPost<T = any>(gateway: TestGateway, path: string, body: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(new URL(`/provider/demo/api${path}`, gateway.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Launches the game for the member and opens its play session, as the provider page does. */
export async function openTable(
  gateway: TestGateway,
  member: { token: string },
  game: GameRow,
  extra: Record<string, string> = {},
): Promise<{ session: string; table: any }> {
  const launched = await launch(gateway, member.token, gameLaunchQuery(game, extra));
  if (!launched.body.success) throw new Error(`launch refused: ${launched.body.errorCode}`);
  const opened = await providerPost(gateway, '/session', { token: tokenOf(launched.body.value.content.game_url) });
  if (!opened.body.success) throw new Error(`session refused: ${opened.body.errorCode}`);
  return { session: opened.body.value.session, table: opened.body.value };
}

/**
 * A play session opened straight in the database, as launch and /session would open it (a launch token on the
 * main wallet, bound to the member's portal session, redeemed): for tests whose subject is play, not launching,
 * and which open many sessions.
 */
export async function playSession(gateway: TestGateway, member: { id: number; token: string }, game: GameRow): Promise<string> {
  const now = gateway.deps.clock.now();
  const token = await gateway.db.transaction(async (tx) => {
    const binding = await launchBinding(tx, hashToken(member.token), now);
    return issueLaunchToken(tx, { memberId: member.id, nodeId: game.nodeId, accountTypeId: 0, ...binding, now, ttlMs: defaultLaunchTokenTtlMs });
  });
  return (await openPlaySession(gateway.db, token, now)).sessionId;
}

export const spin = (gateway: TestGateway, session: string, bet = '1.00', roundId: string = randomUUID()) =>
  providerPost(gateway, '/slot/spin', { session, roundId, bet });
export const duel = (gateway: TestGateway, session: string, side: string, bet = '1.00', roundId: string = randomUUID()) =>
  providerPost(gateway, '/duel/play', { session, roundId, side, bet });
/** A lottery ticket: three straight picks of 1.00 on the given draw unless `fields` say otherwise. */
export const buyTicket = (gateway: TestGateway, session: string, gameCode: string, drawNo: string, fields: Record<string, unknown> = {}) =>
  providerPost(gateway, '/lotto/ticket', { session, roundId: randomUUID(), gameCode, drawNo, playType: 'STRAIGHT', picks: [1, 2, 3], bet: '1.00', ...fields });

/** Wallet, ledger and bets of one member, in cents. */
export async function moneyFigures(gateway: TestGateway, memberId: number) {
  const [wallet] = await gateway.db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, 0)));
  const [played] = await gateway.db
    .select({
      stakes: sql<string>`coalesce(sum(${bets.stake}), 0)`,
      payouts: sql<string>`coalesce(sum(${bets.payout}), 0)`,
      rounds: sql<number>`count(*)::int`,
    })
    .from(bets)
    .where(eq(bets.memberId, memberId));
  const fixed = (value: string | number) => toCents(String(value));
  return {
    balance: toCents(wallet?.balance ?? '0'),
    ledger: toCents(await ledgerSum(gateway.db, memberId)),
    stakes: fixed(played.stakes),
    payouts: fixed(played.payouts),
    rounds: Number(played.rounds),
  };
}
