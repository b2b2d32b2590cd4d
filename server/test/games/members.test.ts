/**
 * What depends on members: favourites (with the one-toggle-a-second limit,
 * on a test clock), recent games, the winners board read from bets, and PvP
 * rooms with the players seen lately.
 */
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { trialType } from '../../../src/services/schemas/account';
import { favouriteIdsSchema, favouriteListSchema, pvpRoomsSchema, recentGamesSchema, winnerBoardSchema } from '../../../src/services/schemas/games';
import { gameSeeds } from '../../src/seed/games/catalogue';
import { pvpRoomSeeds } from '../../src/seed/games/pvp-games';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';
import { winnerWindowMs } from '../../src/domain/games/winner-board';
import { answerOf, insertBet, insertLaunch, seeded } from './support';

const clocks = movableClocks();
const key = (code: string) => {
  const game = seeded(code);
  return { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
};

describeOnBothDatabases(
  'members and games',
  (gateway, kind) => {
    const clock = clocks[kind];
    const toggle = (name: 'favouriteAdd' | 'favouriteRemove', token: string, body: unknown) => callGateway(gateway(), name, { token, body });

    it('adds and removes favourites, answering the new id list; adding twice is harmless', async () => {
      const { token } = await memberWithSession(gateway());
      const slot = key('PG_AZTEC_GOLD');
      const added = await toggle('favouriteAdd', token, slot);
      expect(added.status).toBe(200);
      expect(added.body.value).toEqual([String(slot.nodeId)]);
      clock.advance(1000);
      expect((await toggle('favouriteAdd', token, slot)).body.value).toEqual([String(slot.nodeId)]);
      clock.advance(1000);
      const table = key('EVO_LOBBY');
      expect((await toggle('favouriteAdd', token, { ...table, nodeId: String(table.nodeId) })).body.value).toEqual([String(table.nodeId), String(slot.nodeId)]);
      expect(await answerOf(gateway(), 'favouriteIds', favouriteIdsSchema, { token })).toEqual([String(table.nodeId), String(slot.nodeId)]);
      clock.advance(1000);
      expect((await toggle('favouriteRemove', token, slot)).body.value).toEqual([String(table.nodeId)]);
    });

    it('lists favourites as game cards, filtered by category and paged', async () => {
      const { token } = await memberWithSession(gateway());
      const jili = gameSeeds.find((game) => game.vendor === 'JILI')?.code ?? '';
      for (const code of [jili, 'PG_AZTEC_GOLD', 'KA_OCEAN_KING']) {
        expect((await toggle('favouriteAdd', token, key(code))).status).toBe(200);
        clock.advance(1000);
      }
      const query = { clientType: '3', platform: 'flash', language: 'TY', token, pageNo: '1', pageSize: '999', gameType: 'RNG' };
      const slots = await answerOf(gateway(), 'favouriteList', favouriteListSchema, { token, query });
      expect(slots.content).toHaveLength(2);
      expect(slots.content.every((game) => game.gameType === 'RNG')).toBe(true);
      expect(slots.content.map((game) => game.gameName)).toContain(seeded('PG_AZTEC_GOLD').names.TY);
      expect(slots).toMatchObject({ pageNum: 1, totalPages: 1 });
      const paged = await answerOf(gateway(), 'favouriteList', favouriteListSchema, { token, query: { pageNo: '2', pageSize: '1' } });
      expect(paged).toMatchObject({ pageNum: 2, totalPages: 3 });
      expect(paged.content).toHaveLength(1);
    });

    it('allows one toggle a second per member, even when two arrive at once', async () => {
      const { token } = await memberWithSession(gateway());
      const [first, second] = await Promise.all([toggle('favouriteAdd', token, key('PG_AZTEC_GOLD')), toggle('favouriteAdd', token, key('KA_OCEAN_KING'))]);
      expect([first.status, second.status].sort()).toEqual([200, 429]);
      const refused = [first, second].find((answer) => answer.status === 429);
      expect(refused?.body.errorCode).toBe(errorCodes.favouriteTooFrequent);
      clock.advance(999);
      expect((await toggle('favouriteRemove', token, key('PG_AZTEC_GOLD'))).status).toBe(429);
      clock.advance(1);
      expect((await toggle('favouriteRemove', token, key('PG_AZTEC_GOLD'))).status).toBe(200);
      expect(await answerOf(gateway(), 'favouriteIds', favouriteIdsSchema, { token })).toHaveLength(first.status === 200 ? 0 : 1);
    });

    it('refuses a favourite whose game does not exist or does not match its vendor and category', async () => {
      const { token } = await memberWithSession(gateway());
      for (const body of [{ ...key('PG_AZTEC_GOLD'), vendor: 'JILI' }, { ...key('PG_AZTEC_GOLD'), gameType: 'LIVE' }, { nodeId: 999_999, vendor: 'PG', gameType: 'RNG' }]) {
        const answer = await toggle('favouriteAdd', token, body);
        expect(answer.status).toBe(400);
        expect(answer.body.errorCode).toBe(errorCodes.gameNotFound);
      }
      const malformed = await toggle('favouriteAdd', token, { nodeId: 'x', vendor: 'PG' });
      expect(malformed.status).toBe(400);
      expect(Object.keys(malformed.body.fields ?? {}).sort()).toEqual(['gameType', 'nodeId']);
    });

    it('keeps favourites and recents from trial accounts and visitors', async () => {
      const trial = await memberWithSession(gateway(), { type: trialType });
      for (const name of ['favouriteIds', 'favouriteList', 'favouriteAdd', 'recentGames'] as const) {
        const body = name === 'favouriteAdd' ? key('PG_AZTEC_GOLD') : undefined;
        expect((await callGateway(gateway(), name, { token: trial.token, body })).status).toBe(403);
        expect((await callGateway(gateway(), name, { body })).status).toBe(401);
      }
    });

    it('answers the member’s recent games newest first, twenty at most', async () => {
      const member = await memberWithSession(gateway());
      const other = await memberWithSession(gateway());
      const now = clock.now();
      const codes = gameSeeds.filter((game) => game.vendor === 'JDB').slice(0, 25).map((game) => game.code);
      for (const [index, code] of codes.entries()) await insertLaunch(gateway(), member.id, code, now - index * 60_000);
      await insertLaunch(gateway(), other.id, 'KA_OCEAN_KING', now);
      const recent = await answerOf(gateway(), 'recentGames', recentGamesSchema, { token: member.token, query: { clientType: '3', language: 'EN' } });
      expect(recent.list.map((game) => game.code)).toEqual(codes.slice(0, 20));
      expect(recent.totalPages).toBe(1);
      const empty = await answerOf(gateway(), 'recentGames', recentGamesSchema, { token: (await memberWithSession(gateway())).token });
      expect(empty).toEqual({ list: [], totalPages: 0 });
    });

    it('ranks the twenty biggest wins of the last thirty days, masking the winners, newest first on a tie', async () => {
      // A fresh install's board shows the seeded history; thirty days on, it has left the board to real play.
      const history = await answerOf(gateway(), 'winnerBoard', winnerBoardSchema, { query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' } });
      expect(history.list.length).toBeGreaterThan(0);
      clock.advance(winnerWindowMs + 24 * 60 * 60 * 1000);
      const empty = await answerOf(gateway(), 'winnerBoard', winnerBoardSchema, { query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' } });
      expect(empty.list).toEqual([]);
      const winner = await memberWithSession(gateway(), { account: 'demowinner' });
      const now = clock.now();
      // Thirty days and a moment ago: off the board, however big.
      await insertBet(gateway(), { memberId: winner.id, code: 'PG_AZTEC_GOLD', stake: '1.00', payout: '99999.00', createdAt: now - winnerWindowMs - 1 });
      for (let index = 0; index < 24; index++) await insertBet(gateway(), { memberId: winner.id, code: 'PG_AZTEC_GOLD', stake: '1.00', payout: `${100 + index}.50`, createdAt: now - index });
      await insertBet(gateway(), { memberId: winner.id, code: 'EVO_LOBBY', stake: '50.00', payout: '123.50', createdAt: now });
      // After the board's now: not a win yet.
      await insertBet(gateway(), { memberId: winner.id, code: 'EVO_LOBBY', stake: '1.00', payout: '88888.00', createdAt: now + 5 });
      await insertBet(gateway(), { memberId: winner.id, code: 'PG_AZTEC_GOLD', stake: '5000.00', payout: '4000.00', createdAt: now });
      await insertBet(gateway(), { memberId: winner.id, code: 'PG_AZTEC_GOLD', stake: '900.00', payout: '900.00', createdAt: now });
      await insertBet(gateway(), { memberId: winner.id, code: 'LOTT_LOTTO_645', stake: '1.00', payout: '0', createdAt: now, status: 'open' });

      const board = await answerOf(gateway(), 'winnerBoard', winnerBoardSchema, { query: { gameCategory: 'ALL', language: 'TY', limitNum: '20' } });
      expect(board.list).toHaveLength(20);
      const amounts = board.list.map((entry) => entry.vo.winAmount);
      expect(amounts.slice(0, 3)).toEqual([123.5, 123.5, 122.5]);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      expect(board.list[0].vo).toMatchObject({ customerName: 'de***r', gameType: 'LIVE', gameName: seeded('EVO_LOBBY').names.TY, winTime: now });
      expect(board.list[1].vo).toMatchObject({ gameType: 'RNG', imageUrl: `${gateway().url}/common/games/icons/PG_AZTEC_GOLD.svg` });
      expect(amounts).not.toContain(4000);

      const live = await answerOf(gateway(), 'winnerBoard', winnerBoardSchema, { query: { gameCategory: 'LIVE', limitNum: '5' } });
      expect(live.list.map((entry) => entry.vo.winAmount)).toEqual([123.5]);
      // Past the cap the original's range is clamped, not refused (src/http/original-input.ts).
      expect((await callGateway(gateway(), 'winnerBoard', { query: { limitNum: '21' } })).status).toBe(200);
      expect((await callGateway(gateway(), 'winnerBoard', { query: { limitNum: 'all' } })).status).toBe(400);
    });

    it('lists PvP rooms with rising stakes and the players who launched the game in the last ten minutes', async () => {
      const tongits = seeded('KM_TONGITS');
      const { token } = await memberWithSession(gateway());
      const now = clock.now();
      const players = await Promise.all([1, 2, 3, 4].map(() => memberWithSession(gateway())));
      for (const [index, player] of players.entries()) await insertLaunch(gateway(), player.id, 'KM_TONGITS', now - (index < 3 ? 60_000 * index : 11 * 60_000));
      const rooms = (await answerOf(gateway(), 'pvpRooms', pvpRoomsSchema, { token, query: { nodeId: String(tongits.nodeId), language: 'EN' } })).list;
      expect(rooms.map((room) => room.roomName)).toEqual(['Beginner Room', 'Regular Room', 'High Roller Room', 'VIP Room']);
      expect(rooms.map((room) => room.minBet)).toEqual([1, 5, 20, 100]);
      expect(rooms.every((room) => room.onlinePlayers === 3 && room.nodeId === tongits.nodeId && room.gameName === 'Tongits')).toBe(true);
      const all = (await answerOf(gateway(), 'pvpRooms', pvpRoomsSchema, { token })).list;
      expect(all).toHaveLength(pvpRoomSeeds.length);
      expect((await callGateway(gateway(), 'pvpRooms')).status).toBe(401);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
