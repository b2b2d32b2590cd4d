/**
 * A portal pointed at a gateway of the original family: each answer of
 * tests/fixtures/original (the original's names only) goes through the
 * schema the portal validates that call with, and every field the views read
 * comes out filled: pictures, game and vendor names, the launch address.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../../src/services/envelope';
import { balanceSchema, loginResultSchema, memberInfoSchema } from '../../../src/services/schemas/account';
import { announcementsSchema } from '../../../src/services/schemas/content';
import {
  favouriteListSchema,
  gameListSchema,
  gameListSchemaFor,
  hotGamesSchema,
  launchAnswerSchema,
  recentGamesSchema,
  vendorLanesSchema,
  winnerBoardSchema,
  type GameCard,
} from '../../../src/services/schemas/games';
import { statusSchema } from '../../../src/services/schemas/system';
import { rememberStatusHosts, setGatewayAddress } from '../../../src/services/dialect/address-hosts';

// One record of hosts per page (address-hosts.ts): start each test as a page that fetched no status yet.
beforeEach(() => {
  setGatewayAddress('');
  rememberStatusHosts({ imageCDNs: [], launchGameCDNs: [] });
});

const fixtures = join(process.cwd(), 'tests', 'fixtures', 'original');

/** The `value` of a fixture's envelope, parsed as the HTTP client does (envelope first, then the call's schema). */
function answer<T extends v.GenericSchema>(file: string, schema: T): v.InferOutput<T> {
  const envelope = v.parse(envelopeSchema, JSON.parse(readFileSync(join(fixtures, `${file}.json`), 'utf8')));
  expect(envelope.success).toBe(true);
  return v.parse(schema, envelope.value);
}

/** What a game tile, the launch flow and the favourite toggle read. */
function expectTileFilled(game: GameCard): void {
  expect(game.imageUrl).toMatch(/^https:\/\/img1\.original\.example\//);
  expect(game.gameName).not.toBe('');
  expect(game.nodeId).toBeGreaterThan(0);
  expect(game.vendor).not.toBe('');
  expect(game.code).not.toBe('');
}

describe('answers of the original gateway family', () => {
  it('reads a tile’s picture as the desktop does (showIcon ?? iconUrl) and its name from displayName', () => {
    const list = answer('gameList', gameListSchema);
    list.games.forEach(expectTileFilled);
    expect(list.games.map((game) => game.imageUrl)).toEqual([
      'https://img1.original.example/TCG_GAME_ICONS/PG/PG_AZTEC_GOLD.png',
      'https://img1.original.example/TCG_GAME_ICONS/JILI/JILI_SUPER_ACE.png',
    ]);
    expect(list.games.map((game) => game.gameName)).toEqual(['Aztec Gold', 'Super Ace']);
    // Only games and totalPages come back: the count is what the page shows, the page the one asked for.
    expect(list).toMatchObject({ totalPages: 3, totalCount: 2, pageNo: 1 });
    expect(answer('gameList', gameListSchemaFor(2)).pageNo).toBe(2);
  });

  it('prefers showIcon to iconUrl in hot games', () => {
    const [game] = answer('hotGames', hotGamesSchema).list;
    expectTileFilled(game);
    expect(game.imageUrl).toBe('https://img1.original.example/TCG_GAME_ICONS/PG/PG_AZTEC_GOLD.png');
  });

  it('reads the mobile client’s smallIcon and h5Icon in favourites', () => {
    const list = answer('favouriteList', favouriteListSchema);
    list.content.forEach(expectTileFilled);
    expect(list.content.map((game) => game.imageUrl)).toEqual([
      'https://img1.original.example/TCG_GAME_ICONS/JILI/JILI_SUPER_ACE_s.png',
      'https://img1.original.example/TCG_GAME_ICONS/PP/PP_GATES_h5.png',
    ]);
  });

  it('fills recent games', () => {
    answer('recentGames', recentGamesSchema).list.forEach(expectTileFilled);
  });

  it('reads a vendor card’s lagerIcon, displayName and vassalage', () => {
    const lanes = answer('gameVendors', vendorLanesSchema).data.lanes;
    const cards = lanes.flatMap((lane) => lane.cards);
    expect(cards.map((card) => [card.vendor, card.vendorName, card.logoUrl])).toEqual([
      ['PG', 'PG Soft', 'https://img1.original.example/TCG_VENDOR_ICONS/PG.png'],
      ['EVO', 'Evolution', 'https://img1.original.example/TCG_VENDOR_ICONS/EVO.png'],
    ]);
    // A card without launch codes lists its vendor's games; one with them opens its lobby game.
    expect(cards[0]).toMatchObject({ code: '', vassalage: 'PG', gameCount: 0 });
    expect(cards[1]).toMatchObject({ code: 'EVO_LOBBY', nodeId: 5001 });
  });

  it('reads the winner board’s game fields as a tile’s', () => {
    const [{ vo }] = answer('winnerBoard', winnerBoardSchema).list;
    expect(vo).toMatchObject({ customerName: 'pl***01', winAmount: 8888.5, gameName: 'Aztec Gold' });
    expect(vo.imageUrl).toBe('https://img1.original.example/TCG_GAME_ICONS/PG/PG_AZTEC_GOLD.png');
  });

  it('finds the launch address in content.game_url, or in url as other builds answer it', () => {
    const expected = 'https://launch.original.example/pg/aztec?token=5b1f';
    expect(answer('launchGame', launchAnswerSchema).content).toEqual({ game_url: expected, game_url2: '' });
    expect(answer('launchGame-url', launchAnswerSchema).content).toEqual({ game_url: expected, game_url2: '' });
  });

  it('starts the portal on a status answer without our brand and flags', () => {
    const status = answer('status', statusSchema);
    expect(status.info.whitelabel.childrenNodes.map((node) => node.modId)).toEqual(['USERNAMEREG3', 'FREEPLAY3']);
    expect(status.info.imageCDNs.length).toBeGreaterThan(0);
    expect(status.info.launchGameCDNs.length).toBeGreaterThan(0);
    expect(status.info.brand).toMatchObject({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'TY'], theme: {} });
    expect(status.info.flags).toMatchObject({ inviteFriends: false, referralEnabled: false });
  });

  it('signs in and shows the member, the balance and the announcements', () => {
    expect(answer('login', loginResultSchema)).toMatchObject({ token: '0f5e1c9a2b7d4e8f', userName: 'player01', passwordDefault: false });
    expect(answer('memberInfo', memberInfoSchema)).toMatchObject({ account: 'player01', clubLabel: { labelName: 'Gold' }, hasUpline: '0' });
    expect(answer('balance', balanceSchema)).toMatchObject({ sumBalance: 1520.5, currencySymbol: '₱' });
    const announcements = answer('announcements', announcementsSchema);
    expect(announcements.banners[0].url).toMatch(/^https:/);
    expect(announcements.promotion[0]).toMatchObject({ title: 'First deposit bonus', content: '' });
    expect(announcements.headline).toEqual([]);
  });

  it('puts pictures and game pages answered relative on the hosts the status answer names, not on the portal’s origin', () => {
    const list = answer('gameList', v.looseObject({ games: v.array(v.looseObject({})) }));
    const relative = { ...list, games: [{ ...list.games[0], iconUrl: 'TCG_GAME_ICONS/PG/PG_AZTEC_GOLD.png' }, { ...list.games[1], showIcon: null, iconUrl: '/common/icons/ace.png' }] };
    try {
      setGatewayAddress('https://gw.original.example');
      rememberStatusHosts({ imageCDNs: [''], launchGameCDNs: [''] });
      // No host named: on the gateway the portal calls, which is not the page's origin.
      expect(v.parse(gameListSchema, relative).games.map((game) => game.imageUrl)).toEqual([
        'https://gw.original.example/TCG_GAME_ICONS/PG/PG_AZTEC_GOLD.png',
        'https://gw.original.example/common/icons/ace.png',
      ]);
      rememberStatusHosts({ imageCDNs: ['https://img9.original.example/'], launchGameCDNs: ['https://play.original.example'] });
      expect(v.parse(gameListSchema, relative).games[0].imageUrl).toBe('https://img9.original.example/TCG_GAME_ICONS/PG/PG_AZTEC_GOLD.png');
      expect(v.parse(launchAnswerSchema, { url: '/provider/slot?token=t' }).content.game_url).toBe('https://play.original.example/provider/slot?token=t');
    } finally {
      setGatewayAddress('');
      rememberStatusHosts({ imageCDNs: [], launchGameCDNs: [] });
    }
  });
});
