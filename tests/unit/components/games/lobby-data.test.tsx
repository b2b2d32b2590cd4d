/**
 * The data rules under the lobby views: which cards a page's lane shows,
 * which hot games a visitor sees, hot vendors first, lottery favourites kept
 * per username, lottery groups with the favourites first.
 */
import { describe, expect, it } from 'vitest';
import { groupsOf } from '../../../../src/app/games/lobby/elott-screen';
import { lotteryFavouritesKey, readLotteryFavourites, toggleLotteryFavourite } from '../../../../src/app/games/lobby/lottery-favourites';
import { hotFirst } from '../../../../src/machines/game-lobby/game-lobby.selectors';
import { hotOfScope, laneCards } from '../../../../src/services/lobby.actors';
import type { VendorLane } from '../../../../src/services/schemas/games';
import { game, lotteryGame, vendorCard } from './fixtures';

const lanes: VendorLane[] = [
  { title: 'RNG', gameClassify: '', cards: [vendorCard('PG'), vendorCard('XSP')] },
  { title: 'SPORTS', gameClassify: '', cards: [vendorCard('SABA', { gameType: 'SPORTS' }), vendorCard('AV', { gameType: 'ESPORTS' })] },
  { title: 'COCKFIGHT', gameClassify: '', cards: [vendorCard('DS88', { gameType: 'COCKFIGHT' })] },
  { title: 'LOTT', gameClassify: '', cards: [vendorCard('LOTT', { gameType: 'LOTT' })] },
  { title: 'ELOTT', gameClassify: '', cards: [vendorCard('ELOTT', { gameType: 'ELOTT' })] },
];

const codes = (cards: { vassalage: string }[]) => cards.map((card) => card.vassalage);

describe('lane cards of a page', () => {
  it('takes the lane of the category', () => {
    expect(codes(laneCards(lanes, { category: 'RNG' }))).toEqual(['PG', 'XSP']);
    expect(codes(laneCards(lanes, { category: 'COCKFIGHT' }))).toEqual(['DS88']);
  });

  it('moves esports vendors out of the sports lane onto their own page', () => {
    expect(codes(laneCards(lanes, { category: 'SPORTS' }))).toEqual(['SABA']);
    expect(codes(laneCards(lanes, { category: 'ESPORTS' }))).toEqual(['AV']);
  });

  it('joins the lanes a page asks for, and finds the one vendor of the in-house page', () => {
    expect(codes(laneCards(lanes, { category: 'ELOTT', lanes: ['ELOTT', 'LOTT'] }))).toEqual(['LOTT', 'ELOTT']);
    expect(codes(laneCards(lanes, { category: null, vendor: 'XSP' }))).toEqual(['XSP']);
  });

  it('puts hot vendors first and keeps the order within each group', () => {
    const cards = [vendorCard('A'), vendorCard('B', { isHot: 1 }), vendorCard('C'), vendorCard('D', { isHot: 1 })];
    expect(codes(hotFirst(cards))).toEqual(['B', 'D', 'A', 'C']);
  });
});

describe('hot games of a page', () => {
  it('keeps the category, or the vendor of the in-house page', () => {
    const hot = [game(1), game(2, { gameType: 'LIVE' }), game(3, { vendor: 'XSP' })];
    expect(hotOfScope(hot, { category: 'RNG' }).map((entry) => entry.nodeId)).toEqual([1, 3]);
    expect(hotOfScope(hot, { category: null, vendor: 'XSP' }).map((entry) => entry.nodeId)).toEqual([3]);
  });
});

function memoryStore() {
  const entries = new Map<string, string>();
  return { entries, getItem: (key: string) => entries.get(key) ?? null, setItem: (key: string, value: string) => void entries.set(key, value) };
}

describe('lottery favourites', () => {
  it('toggle a code per username under lotteryFavourites:<username>', () => {
    const store = memoryStore();
    expect(toggleLotteryFavourite(store, 'demo', 'LOTTO_645')).toEqual(['LOTTO_645']);
    expect(toggleLotteryFavourite(store, 'demo', 'FAST_1M')).toEqual(['LOTTO_645', 'FAST_1M']);
    expect(toggleLotteryFavourite(store, 'demo', 'LOTTO_645')).toEqual(['FAST_1M']);
    expect(store.entries.get(lotteryFavouritesKey('demo'))).toBe('["FAST_1M"]');
    expect(readLotteryFavourites(store, 'agent1')).toEqual([]);
  });

  it('read a damaged entry as none', () => {
    const store = memoryStore();
    store.setItem(lotteryFavouritesKey('demo'), '{not json');
    expect(readLotteryFavourites(store, 'demo')).toEqual([]);
    store.setItem(lotteryFavouritesKey('demo'), '["A", 3]');
    expect(readLotteryFavourites(store, 'demo')).toEqual(['A']);
  });

  it('lead the lottery groups, in the order they were chosen', () => {
    const menu = (gameGroupCode: string, ...gameCodes: string[]) => ({ gameGroupCode, labelName: gameGroupCode, gameMenus: gameCodes.map((code) => lotteryGame(code, 0)) });
    const groups = groupsOf([[{ prizeMode: 'ELOTT', menu: menu('FAST', 'F1', 'F3') }], [{ prizeMode: 'LOTT', menu: menu('LOTTO', 'L6') }]], new Set(['L6', 'F1']), 'My favourites');
    expect(groups.map((group) => [group.key, group.games.map((entry) => entry.gameCode)])).toEqual([
      ['favourites', ['L6', 'F1']],
      ['ELOTT-FAST', ['F1', 'F3']],
      ['LOTT-LOTTO', ['L6']],
    ]);
  });
});
