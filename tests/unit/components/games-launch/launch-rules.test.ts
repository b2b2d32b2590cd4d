/** Where each kind of card opens, the first address and its launch host, and what counts as a lost session. */
import { describe, expect, it } from 'vitest';
import {
  gameAddressOf,
  isMaintenanceError,
  isSessionGone,
  launchKindOf,
  lotteryDestination,
  popularAlternatives,
  storedGameOf,
  vendorListingDestination,
} from '../../../../src/machines/game-launch/game-launch-rules';
import { lotteryLaunchOf } from '../../../../src/machines/lottery-lobby/lottery-lobby-rules';
import { brandPrizeMode, firstAddress } from '../../../../src/services/games.actors';
import { gameCard, lotteryGame, menus } from './fixtures';

describe('launch kinds', () => {
  it('tells maintenance, VASSALAGE, lottery, slots vendor and plain games apart', () => {
    expect(launchKindOf(gameCard())).toBe('game');
    expect(launchKindOf(gameCard({ maintenance: true, isGame: 'VASSALAGE' }))).toBe('maintenance');
    expect(launchKindOf(gameCard({ isGame: 'VASSALAGE', gameCode: '' }))).toBe('vassalage');
    expect(launchKindOf(gameCard({ gameType: 'RNG', gameCode: '', code: '', nodeId: 0 }))).toBe('vendorListing');
    expect(launchKindOf(gameCard({ gameType: 'FISH', gameCode: '' }))).toBe('game');
    for (const accountTypeName of ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN']) expect(launchKindOf(gameCard({ accountTypeName }))).toBe('lottery');
    expect(launchKindOf(gameCard({ gameType: 'ELOTT' }))).toBe('lottery');
  });

  it('sends each lottery account type to its screen with the game and play type', () => {
    expect(lotteryDestination(lotteryGame())).toEqual({ to: '/lottery', search: { gameCode: 'LOTT_LOTTO_645', playType: 'STRAIGHT' } });
    expect(lotteryDestination(lotteryGame({ accountTypeName: 'ELOTT', defaultPlayType: null }))).toEqual({ to: '/lottery', search: { gameCode: 'LOTT_LOTTO_645' } });
    expect(lotteryDestination(lotteryGame({ accountTypeName: 'TCG_SEA' }))).toEqual({ to: '/seaLottery', search: { gameCode: 'LOTT_LOTTO_645' } });
    expect(lotteryDestination(lotteryGame({ accountTypeName: 'TCG_LOTTO_VN', gameCode: '' }))).toEqual({ to: '/vnLottery', search: {} });
    expect(vendorListingDestination(gameCard({ vassalage: 'JILI' }))).toEqual({ to: '/rng', search: { vassalage: 'JILI' } });
  });
});

describe('game addresses', () => {
  it('serves a relative address from the launch host and leaves an absolute one alone', () => {
    expect(gameAddressOf('/provider/demo/slot?token=a', '')).toBe('/provider/demo/slot?token=a');
    expect(gameAddressOf('/provider/demo/slot?token=a', 'https://cdn.example/')).toBe('https://cdn.example/provider/demo/slot?token=a');
    expect(gameAddressOf('provider/demo/slot', 'https://cdn.example')).toBe('https://cdn.example/provider/demo/slot');
    expect(gameAddressOf('https://games.example/slot', 'https://cdn.example')).toBe('https://games.example/slot');
    expect(gameAddressOf('//games.example/slot', 'https://cdn.example')).toBe('//games.example/slot');
  });

  it('takes the first address of a launch answer, the second when the first is empty', () => {
    expect(firstAddress({ content: { game_url: '/a', game_url2: '/b' } })).toBe('/a');
    expect(firstAddress({ content: { game_url: '', game_url2: '/b' } })).toBe('/b');
    expect(() => firstAddress({ content: { game_url: '', game_url2: '' } })).toThrow(expect.objectContaining({ code: 'game.not.found' }));
  });

  it('stores the name, the page and the card for the game page', () => {
    const card = gameCard({ launchMode: 'seamless' });
    expect(storedGameOf(card, '/x')).toEqual({ address: '/x', name: 'Golden Pirate Legend', mode: 'seamless', target: card });
    expect(storedGameOf({ ...gameCard(), gameName: undefined }, '/x').name).toBe('PG Soft');
    expect(storedGameOf({ ...gameCard(), gameName: undefined, vendorName: undefined }, '/x').name).toBe('PG_GOLDEN_PIRATE');
  });

  it('names a live table opened from its vendor card by the vendor, not by its lobby code', () => {
    const lobby = { ...gameCard({ gameType: 'LIVE', code: 'EVO_LOBBY', gameCode: 'EVO_LOBBY', vendor: 'EVO' }), gameName: undefined, vendorName: 'Evolution' };
    expect(storedGameOf(lobby, '/x').name).toBe('Evolution');
  });
});

describe('popular games and errors', () => {
  it('offers playable popular games other than the one under maintenance', () => {
    const down = gameCard({ nodeId: 7, maintenance: true });
    const list = [down, gameCard({ nodeId: 8 }), gameCard({ nodeId: 9, maintenance: true }), gameCard({ nodeId: 10 })];
    expect(popularAlternatives(list, down).map((game) => game.nodeId)).toEqual([8, 10]);
    expect(popularAlternatives(list, down, 1).map((game) => game.nodeId)).toEqual([8]);
  });

  it('reads a 401 or a session code as a lost session, and the maintenance code', () => {
    expect(isSessionGone({ code: 'login.not.session', status: 401 })).toBe(true);
    expect(isSessionGone({ code: 'token_ip_different', status: 500 })).toBe(true);
    expect(isSessionGone({ code: 'network.abnormal', status: 0 })).toBe(false);
    expect(isSessionGone(new TypeError('fetch failed'))).toBe(false);
    expect(isMaintenanceError({ code: 'game.maintenance', status: 409 })).toBe(true);
    expect(isMaintenanceError({ code: 'game.not.found' })).toBe(false);
  });
});

describe('lottery prize modes', () => {
  const lobby = { prizeMode: 'LOTT', menus, recent: [], opened: [] };

  it('launches a chosen game in its own prize mode and the lobby in the screen mode', () => {
    expect(lotteryLaunchOf(lobby, 'ELOTT_FAST_1M')).toEqual({ prizeMode: 'ELOTT', gameCode: 'ELOTT_FAST_1M' });
    expect(lotteryLaunchOf(lobby, null)).toEqual({ prizeMode: 'LOTT', gameCode: null });
    expect(lotteryLaunchOf(lobby, 'NOT_LISTED')).toEqual({ prizeMode: 'LOTT', gameCode: 'NOT_LISTED' });
  });

  it('makes ELOTT the brand mode when the ELOTT menus hold a LOTT or VN game (api-facts 7.4)', () => {
    const elott = (accountTypeName: string) => [{ gameGroupCode: 'G', labelName: 'G', gameMenus: [lotteryGame({ accountTypeName })] }];
    expect(brandPrizeMode(elott('LOTT'))).toBe('ELOTT');
    expect(brandPrizeMode(elott('TCG_LOTTO_VN'))).toBe('ELOTT');
    expect(brandPrizeMode(elott('ELOTT'))).toBe('LOTT');
    expect(brandPrizeMode([])).toBe('LOTT');
  });
});
