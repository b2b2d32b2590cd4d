/**
 * The catalogue calls: vendor lanes, hot games, the game list with every
 * filter and its paging, a vendor's game types and the refusals of bad
 * input, all compared with the seeded catalogue; and the generated art.
 */
import { beforeAll, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { gameListSchema, hotGamesSchema, vendorGameTypesSchema, vendorLanesSchema, type GameList } from '../../../src/services/schemas/games';
import { gameSeeds } from '../../src/seed/games/catalogue';
import { vendorSeeds } from '../../src/seed/games/vendors';
import { describeOnBothDatabases } from '../databases';
import { callGateway, memberWithSession } from '../http';
import { answerOf, seeded, topLevelSeeds } from './support';

describeOnBothDatabases('game catalogue', (gateway) => {
  let token = '';
  beforeAll(async () => {
    token = (await memberWithSession(gateway())).token;
  });

  const list = (query: Record<string, string>): Promise<GameList> => answerOf(gateway(), 'gameList', gameListSchema, { token, query });

  it('files vendors in lanes by category, hot vendors first, esports and cockfight in their own lanes', async () => {
    const { data } = await answerOf(gateway(), 'gameVendors', vendorLanesSchema, { query: { platform: 'html5-desktop', merchantCode: 'XSP' } });
    expect(data.lanes.map((lane) => lane.title)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    const lane = (title: string) => data.lanes.find((entry) => entry.title === title)?.cards.map((card) => card.vassalage);
    expect(lane('RNG')).toEqual(['PG', 'JILI', 'XSP', 'PP', 'JDB', 'CQ9', 'SPADE', 'RSG', 'FC']);
    expect(lane('SPORTS')).toEqual(['SABA', 'CMD', 'BTI']);
    expect(lane('ESPORTS')).toEqual(['IMES', 'AV', 'IA', 'AI', 'TF']);
    expect(lane('COCKFIGHT')).toEqual(['DS88', 'DIG']);
    for (const { cards } of data.lanes) {
      const hotness = cards.map((card) => card.isHot);
      expect(hotness).toEqual([...hotness].sort((a, b) => b - a));
    }
    expect(data.lanes.flatMap((entry) => entry.cards)).toHaveLength(vendorSeeds.length);
  });

  it('gives each card what its launch needs: the lobby game, the VASSALAGE container, or the vendor list', async () => {
    const { data } = await answerOf(gateway(), 'gameVendors', vendorLanesSchema);
    const card = (code: string) => data.lanes.flatMap((lane) => lane.cards).find((entry) => entry.vassalage === code);
    expect(card('EVO')).toMatchObject({ nodeId: seeded('EVO_LOBBY').nodeId, code: 'EVO_LOBBY', gameType: 'LIVE', isGame: '', gameCount: 12, logoUrl: `${gateway().url}/common/games/vendors/EVO.svg` });
    expect(card('IMES')).toMatchObject({ code: 'IMES_LOBBY', gameType: 'ESPORTS', gameClassify: 'ESPORTS' });
    expect(card('FG')).toMatchObject({ isGame: 'VASSALAGE', nodeId: seeded('FG_FISHING_KINGDOM').nodeId, gameCount: 5 });
    expect(card('PG')).toMatchObject({ nodeId: 0, code: '', gameType: 'RNG', gameCount: 40, maintenance: false });
    expect(card('LOTT')).toMatchObject({ code: 'LOTT_LOTTO_645', accountTypeName: 'LOTT', defaultPlayType: 'STRAIGHT' });
    expect(card('FC')?.maintenance).toBe(true);
    expect(card('AI')?.maintenance).toBe(true);
  });

  it('lists hot games by rank, of every vendor or of one', async () => {
    const all = (await answerOf(gateway(), 'hotGames', hotGamesSchema, { query: { merchantCode: 'XSP', isPlatform: '2', vassalage: '', language: 'EN' } })).list;
    const hotSeeds = gameSeeds.filter((game) => game.isHot === 1 && game.parentNodeId === null);
    expect(all.map((game) => game.nodeId).sort()).toEqual(hotSeeds.map((game) => game.nodeId).sort());
    expect(all.every((game) => game.isHot === 1)).toBe(true);
    const pg = (await answerOf(gateway(), 'hotGames', hotGamesSchema, { query: { vassalage: 'PG' } })).list;
    expect(pg.map((game) => game.nodeId)).toEqual(gameSeeds.filter((game) => game.vendor === 'PG' && game.isHot).map((game) => game.nodeId));
  });

  it('pages a category 42 games at a time, the last page short, every game once', async () => {
    const expected = topLevelSeeds.filter((game) => game.gameType === 'RNG').length;
    const first = await list({ gameType: 'RNG' });
    expect(first).toMatchObject({ totalCount: expected, totalPages: Math.ceil(expected / 42), pageNo: 1, pageSize: 42 });
    expect(first.games).toHaveLength(42);
    expect(first.totalPages).toBeGreaterThanOrEqual(3);
    const last = await list({ gameType: 'RNG', pageNo: String(first.totalPages) });
    expect(last.games).toHaveLength(expected - 42 * (first.totalPages - 1));
    const pages = await Promise.all([1, 2, 3].map((pageNo) => list({ gameType: 'RNG', pageNo: String(pageNo), pageSize: '100' })));
    const ids = pages.flatMap((page) => page.games.map((game) => game.nodeId));
    expect(new Set(ids).size).toBe(expected);
    expect(first.games.slice(0, 3).every((game) => game.isHot === 1)).toBe(true);
    expect((await list({ gameType: 'SPB' })).totalCount).toBe(expected);
  });

  it('filters by vendor, kind, minimum bet and lines, each against the catalogue', async () => {
    const pg = await list({ vassalage: 'PG', pageSize: '100' });
    expect(pg.totalCount).toBe(40);
    expect(pg.games.every((game) => game.vendor === 'PG' && game.vassalage === 'PG' && game.vendorName === 'PG Soft')).toBe(true);

    const poker = await list({ gameType: 'RNG', gameClassify: 'VP', pageSize: '100' });
    expect(poker.totalCount).toBe(gameSeeds.filter((game) => game.gameClassify === 'VP').length);
    expect(poker.games.every((game) => game.gameClassify === 'VP')).toBe(true);

    const cheap = await list({ gameType: 'RNG', minBet: '0.20', pageSize: '100' });
    expect(cheap.totalCount).toBe(topLevelSeeds.filter((game) => game.gameType === 'RNG' && Number(game.minBet) <= 0.2).length);
    expect(cheap.games.every((game) => game.minBet <= 0.2)).toBe(true);

    const fewLines = await list({ gameType: 'RNG', minLineNum: '9', pageSize: '100' });
    expect(fewLines.totalCount).toBe(topLevelSeeds.filter((game) => game.gameType === 'RNG' && game.minLineNum <= 9).length);
    expect(fewLines.games.every((game) => game.minLineNum <= 9)).toBe(true);

    const live = await list({ gameType: 'LIVE', gameClassify: 'ROULETTE' });
    expect(live.games.length).toBeGreaterThan(0);
    expect(live.games.every((game) => game.gameType === 'LIVE' && game.gameClassify === 'ROULETTE')).toBe(true);
  });

  it('shows a VASSALAGE container in its lobby and its sub-games in the vendor list', async () => {
    const container = seeded('FG_FISHING_KINGDOM');
    const fish = await list({ gameType: 'FISH' });
    expect(fish.games.map((game) => game.nodeId)).toContain(container.nodeId);
    expect(fish.games.some((game) => game.vendor === 'FG' && game.nodeId !== container.nodeId)).toBe(false);
    const popup = await list({ gameType: 'FISH', vassalage: 'FG' });
    expect(popup.games.map((game) => game.nodeId).sort()).toEqual(gameSeeds.filter((game) => game.parentNodeId === container.nodeId).map((game) => game.nodeId).sort());
    expect(popup.games).toHaveLength(5);
  });

  it('searches names case-insensitively in the asked language and in English', async () => {
    const dragons = await list({ gameName: 'dRaGoN', pageSize: '100' });
    expect(dragons.totalCount).toBe(topLevelSeeds.filter((game) => game.names.EN.toLowerCase().includes('dragon')).length);
    expect(dragons.games.every((game) => game.gameName.toLowerCase().includes('dragon'))).toBe(true);

    const tagalog = await list({ gameName: 'kapalaran', language: 'TY', pageSize: '100' });
    expect(tagalog.totalCount).toBeGreaterThan(0);
    expect(tagalog.games.every((game) => game.gameName.includes('Kapalaran'))).toBe(true);
    const english = await list({ gameName: 'Fortune', language: 'TY', pageSize: '100' });
    expect(english.totalCount).toBe(topLevelSeeds.filter((game) => game.names.EN.includes('Fortune') || game.names.TY.includes('Fortune')).length);

    expect((await list({ gameName: '%' })).totalCount).toBe(0);
    expect((await list({ gameName: '_' })).totalCount).toBe(0);
  });

  it('names games in the language of the query, else of the header, else in English', async () => {
    const game = seeded('KA_OCEAN_KING');
    const find = (page: GameList) => page.games.find((entry) => entry.nodeId === game.nodeId)?.gameName;
    expect(find(await list({ vassalage: 'KA', language: 'TY' }))).toBe('Hari ng Karagatan');
    const byHeader = await callGateway(gateway(), 'gameList', { token, query: { vassalage: 'KA' }, headers: { Language: 'TY' } });
    expect(find(byHeader.body.value as GameList)).toBe('Hari ng Karagatan');
    expect(find(await list({ vassalage: 'KA', language: 'FR' }))).toBe('Ocean King');
  });

  it('marks games under maintenance, by themselves or through their vendor', async () => {
    const pg = await list({ vassalage: 'PG', pageSize: '100' });
    expect(pg.games.filter((game) => game.maintenance).map((game) => game.code)).toEqual(gameSeeds.filter((game) => game.vendor === 'PG' && game.maintenance).map((game) => game.code));
    const fc = await list({ vassalage: 'FC', pageSize: '100' });
    expect(fc.games.every((game) => game.maintenance)).toBe(true);
  });

  it('answers a vendor’s kinds of game with their counts', async () => {
    const { list: kinds } = await answerOf(gateway(), 'vendorGameTypes', vendorGameTypesSchema, { token, query: { vassalage: 'JILI' } });
    const expected = new Map<string, number>();
    for (const game of gameSeeds.filter((entry) => entry.vendor === 'JILI')) expected.set(game.gameClassify, (expected.get(game.gameClassify) ?? 0) + 1);
    expect(Object.fromEntries(kinds.map((kind) => [kind.gameClassify, kind.count]))).toEqual(Object.fromEntries(expected));
    expect(kinds[0].gameClassify).toBe('SLOT');
    const fg = await answerOf(gateway(), 'vendorGameTypes', vendorGameTypesSchema, { token, query: { vassalage: 'FG' } });
    expect(fg.list).toEqual([{ gameClassify: 'FISH', count: 5 }]);
  });

  it('answers a category’s kinds of game without a vendor, each count the length of its filtered list', async () => {
    const { list: kinds } = await answerOf(gateway(), 'vendorGameTypes', vendorGameTypesSchema, { token, query: { gameType: 'RNG', vassalage: '' } });
    const expected = new Map<string, number>();
    for (const game of topLevelSeeds.filter((entry) => entry.gameType === 'RNG')) expected.set(game.gameClassify, (expected.get(game.gameClassify) ?? 0) + 1);
    expect(Object.fromEntries(kinds.map((kind) => [kind.gameClassify, kind.count]))).toEqual(Object.fromEntries(expected));
    for (const kind of kinds) expect((await list({ gameType: 'RNG', gameClassify: kind.gameClassify, pageSize: '1' })).totalCount).toBe(kind.count);
    // A vendor within the category: that vendor's launchable games of it.
    const { list: jili } = await answerOf(gateway(), 'vendorGameTypes', vendorGameTypesSchema, { token, query: { gameType: 'RNG', vassalage: 'JILI' } });
    for (const kind of jili) expect((await list({ gameType: 'RNG', vassalage: 'JILI', gameClassify: kind.gameClassify, pageSize: '1' })).totalCount).toBe(kind.count);
  });

  it('refuses bad input with the field named', async () => {
    const refused = async (name: 'gameList' | 'vendorGameTypes', query: Record<string, string>, field: string) => {
      const answer = await callGateway(gateway(), name, { token, query });
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe(errorCodes.badRequest);
      expect(answer.body.fields?.[field]).toBeTruthy();
    };
    await refused('gameList', { pageNo: 'first' }, 'pageNo');
    await refused('gameList', { pageSize: 'ten' }, 'pageSize');
    await refused('gameList', { gameType: 'CASINO' }, 'gameType');
    await refused('gameList', { minBet: '-1' }, 'minBet');
    await refused('gameList', { vassalage: 'PG;drop' }, 'vassalage');
    await refused('vendorGameTypes', {}, 'vassalage');
    await refused('vendorGameTypes', { gameType: 'CASINO' }, 'gameType');
  });

  it('answers the game list to visitors too (spec §6) and vendor game types to members only', async () => {
    expect((await callGateway(gateway(), 'gameList', { query: { vassalage: 'PG' } })).status).toBe(200);
    const answer = await callGateway(gateway(), 'vendorGameTypes', { query: { vassalage: 'PG' } });
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe(errorCodes.notLoggedIn);
  });

  it('draws each game’s icon and each vendor’s logo, cacheable, and 404s unknown codes', async () => {
    const game = seeded('KA_OCEAN_KING');
    const icon = await fetch(new URL('/common/games/icons/KA_OCEAN_KING.svg', gateway().url));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    const svg = await icon.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(game.names.EN);
    const etag = icon.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(new URL('/common/games/icons/KA_OCEAN_KING.svg', gateway().url), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const other = await (await fetch(new URL('/common/games/icons/PG_AZTEC_GOLD.svg', gateway().url))).text();
    expect(other).not.toBe(svg);

    const logo = await fetch(new URL('/common/games/vendors/DS88.svg', gateway().url));
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('DS88 SABONG');
    for (const path of ['/common/games/icons/NO_SUCH_GAME.svg', '/common/games/icons/KA_OCEAN_KING.png', '/common/games/vendors/ZZZ.svg']) {
      expect((await fetch(new URL(path, gateway().url))).status).toBe(404);
    }
  });
});
