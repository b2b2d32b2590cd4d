/** The launch call: the address it answers, the recents it writes, and every refusal the portal must handle. */
import * as v from 'valibot';
import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { launchAnswerSchema } from '../../../src/services/schemas/games';
import { launchTokens, pvpRooms, recentGames } from '../../src/db/schema';
import { gameSeeds } from '../../src/seed/games/catalogue';
import { hashSecret } from '../../src/provider/secrets';
import { describeOnBothDatabases } from '../databases';
import { fundedMember, gameLaunchQuery, insertGame, launch, providerPost, tokenOf } from './support';

const seededGame = (code: string) => gameSeeds.find((game) => game.code === code)!;

describeOnBothDatabases('game launch', (gateway) => {
  it('answers a provider address with a fresh single-use token bound to member, game and main wallet', async () => {
    const member = await fundedMember(gateway());
    const game = await insertGame(gateway(), 'slot');
    const answer = await launch(gateway(), member.token, gameLaunchQuery(game));
    expect(answer.status).toBe(200);
    const { content } = v.parse(launchAnswerSchema, answer.body.value);
    const primary = new URL(content.game_url, 'http://portal.test');
    const fallback = new URL(content.game_url2, 'http://portal.test');
    expect(primary.pathname).toBe('/provider/demo/slot');
    expect(fallback.pathname).toBe('/provider/demo/play/slot');
    expect(primary.searchParams.get('lang')).toBe('EN');
    expect(fallback.searchParams.get('token')).toBe(primary.searchParams.get('token'));
    const token = tokenOf(content.game_url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await gateway()
      .db.select()
      .from(launchTokens)
      .where(eq(launchTokens.tokenHash, hashSecret(token)));
    expect(row).toMatchObject({ memberId: member.id, nodeId: game.nodeId, accountTypeId: 0, usedAt: null });
    expect(row.expiresAt - row.createdAt).toBe(2 * 60_000);
    // Only the hash is stored.
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('opens duel games on the duel page, in the language asked for', async () => {
    const member = await fundedMember(gateway());
    const game = await insertGame(gateway(), 'duel', { gameType: 'COCKFIGHT' });
    const answer = await launch(gateway(), member.token, gameLaunchQuery(game, { language: 'TY' }));
    const address = new URL(answer.body.value.content.game_url, 'http://portal.test');
    expect(address.pathname).toBe('/provider/demo/duel');
    expect(address.searchParams.get('lang')).toBe('TY');
  });

  it('names a PvP room’s table by the room: the launch address carries it, the table answers its name', async () => {
    const member = await fundedMember(gateway());
    const roomOf = async (code: string) =>
      (await gateway().db.select().from(pvpRooms).where(eq(pvpRooms.nodeId, seededGame(code).nodeId)).orderBy(desc(pvpRooms.sort)).limit(1))[0];
    const [highRoller, elsewhere] = [await roomOf('KM_TONGITS'), await roomOf('KM_PUSOY')];
    const { nodeId: _nodeId, ...byRoom } = gameLaunchQuery(seededGame('KM_TONGITS'));
    const answer = await launch(gateway(), member.token, { ...byRoom, roomId: String(highRoller.roomId) });
    const address = new URL(answer.body.value.content.game_url, 'http://portal.test');
    expect(address.pathname).toBe('/provider/demo/duel');
    expect(address.searchParams.get('room')).toBe(String(highRoller.roomId));
    const opened = await providerPost(gateway(), '/session', { token: tokenOf(address.toString()), room: String(highRoller.roomId) });
    expect(opened.body.value.duel.tableName).toBe(highRoller.name);
    // The page's badge is the game's own lobby picture.
    expect(opened.body.value.game).toMatchObject({ code: 'KM_TONGITS', icon: '/common/games/icons/KM_TONGITS.svg' });
    // A room of another game names nothing: the table keeps its game's name.
    const again = await providerPost(gateway(), '/table', { session: opened.body.value.session, room: String(elsewhere.roomId) });
    expect(again.body.value.duel.tableName).toBe('Tongits');
  });

  it('records the launch in the member’s recent games, moving a relaunch to now', async () => {
    const member = await fundedMember(gateway());
    const game = await insertGame(gateway(), 'slot');
    await launch(gateway(), member.token, gameLaunchQuery(game));
    const [first] = await gateway()
      .db.select()
      .from(recentGames)
      .where(and(eq(recentGames.memberId, member.id), eq(recentGames.nodeId, game.nodeId)));
    expect(first).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await launch(gateway(), member.token, gameLaunchQuery(game));
    const rows = await gateway().db.select().from(recentGames).where(eq(recentGames.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].playedAt).toBeGreaterThan(first.playedAt);
  });

  it('finds the game by its code when no node id is sent', async () => {
    const member = await fundedMember(gateway());
    const game = await insertGame(gateway(), 'duel');
    const { nodeId: _ignored, ...query } = gameLaunchQuery(game);
    const answer = await launch(gateway(), member.token, query);
    expect(answer.status).toBe(200);
    const token = tokenOf(answer.body.value.content.game_url);
    const [row] = await gateway()
      .db.select()
      .from(launchTokens)
      .where(eq(launchTokens.tokenHash, hashSecret(token)));
    expect(row.nodeId).toBe(game.nodeId);
  });

  it('refuses a game under maintenance, or of a vendor under maintenance, without a token or a recent', async () => {
    const member = await fundedMember(gateway());
    for (const game of [await insertGame(gateway(), 'slot', { maintenance: true }), await insertGame(gateway(), 'duel', { vendorMaintenance: true })]) {
      const answer = await launch(gateway(), member.token, gameLaunchQuery(game));
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ success: false, errorCode: errorCodes.gameMaintenance });
    }
    expect(await gateway().db.select().from(launchTokens).where(eq(launchTokens.memberId, member.id))).toHaveLength(0);
    expect(await gateway().db.select().from(recentGames).where(eq(recentGames.memberId, member.id))).toHaveLength(0);
  });

  it('answers game.not.found for a game that does not exist', async () => {
    const member = await fundedMember(gateway());
    const answer = await launch(gateway(), member.token, gameLaunchQuery({ nodeId: 987_654_321, code: 'NO_SUCH_GAME', vendor: 'X' }));
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe(errorCodes.gameNotFound);
  });

  it('refuses a launch without a launchMode as a bad field (the original answered 500 system.busy)', async () => {
    const member = await fundedMember(gateway());
    const game = await insertGame(gateway(), 'slot');
    const { launchMode: _ignored, ...query } = gameLaunchQuery(game);
    const answer = await launch(gateway(), member.token, query);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(errorCodes.badRequest);
    expect(answer.body.fields).toEqual({ launchMode: errorCodes.fieldRequired });
  });

  it('refuses free play (accountType 0) as a bad parameter', async () => {
    const member = await fundedMember(gateway());
    const game = await insertGame(gateway(), 'slot');
    const answer = await launch(gateway(), member.token, gameLaunchQuery(game, { accountType: '0' }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({ accountType: errorCodes.fieldInvalid });
  });

  it('refuses trial accounts with 403 and callers without a session with 401', async () => {
    const game = await insertGame(gateway(), 'slot');
    const trial = await fundedMember(gateway(), '100.00', { type: 4 });
    const refused = await launch(gateway(), trial.token, gameLaunchQuery(game));
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(errorCodes.forbiddenAccountType);
    const anonymous = await launch(gateway(), undefined, gameLaunchQuery(game));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe(errorCodes.notLoggedIn);
  });

  it('opens a lottery lobby for a prize mode, and a lottery game in the betting view', async () => {
    const member = await fundedMember(gateway());
    const lottery = await insertGame(gateway(), 'lotto', { gameType: 'ELOTT', accountTypeName: 'ELOTT' });
    const base = { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'ELOTT', device: 'WEB', backUrl: 'http://portal.test/lottery', language: 'EN' };
    const lobby = await launch(gateway(), member.token, { ...base, lottoView: 'lobby' });
    expect(lobby.status).toBe(200);
    const lobbyAddress = new URL(lobby.body.value.content.game_url, 'http://portal.test');
    expect(lobbyAddress.pathname).toBe('/provider/demo/lotto');
    expect(lobbyAddress.searchParams.get('view')).toBe('lobby');
    // The lobby's session lists every game of that lottery, ours among them.
    const opened = await providerPost(gateway(), '/session', { token: tokenOf(lobby.body.value.content.game_url) });
    expect(opened.body.value.lobby.map((game: { code: string }) => game.code)).toContain(lottery.code);
    expect(await gateway().db.select().from(recentGames).where(eq(recentGames.memberId, member.id))).toHaveLength(0);

    const betting = await launch(gateway(), member.token, { ...base, lottoView: 'betting', lottoGameCode: lottery.code });
    const bettingAddress = new URL(betting.body.value.content.game_url, 'http://portal.test');
    expect(bettingAddress.searchParams.get('view')).toBe('betting');
    expect(bettingAddress.searchParams.get('game')).toBe(lottery.code);
    expect(await gateway().db.select().from(recentGames).where(eq(recentGames.memberId, member.id))).toHaveLength(1);
  });

  it('refuses an unknown prize mode as a bad parameter', async () => {
    const member = await fundedMember(gateway());
    const answer = await launch(gateway(), member.token, { launchMode: 'LOTT', lottoPrizeMode: 'MOON', lottoView: 'lobby' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({ lottoPrizeMode: errorCodes.fieldInvalid });
  });
});
