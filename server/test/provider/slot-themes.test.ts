/**
 * The slot themes: each its own symbols, strips and pays, an exact return
 * to player between 94 % and 97 % that a long seeded simulation agrees
 * with, and the theme a catalogue game plays picked from its title.
 */
import { describe, expect, it } from 'vitest';
import { lineMultiple } from '../../src/provider/slot/evaluate';
import { theoreticalRtp } from '../../src/provider/slot/rtp';
import { spinSlot } from '../../src/provider/slot/spin';
import { slotThemeFor, slotThemeIds, slotThemes } from '../../src/provider/slot/themes';
import { gameSeeds } from '../../src/seed/games/catalogue';
import { seededRandom } from './seeded-random';

const symbolsOf = (id: (typeof slotThemeIds)[number]) => new Set(slotThemes[id].machine.reels.flat());

describe('slot themes', () => {
  it('fruit: the exact return to player is the published 95.824 %', () => {
    expect((theoreticalRtp(slotThemes.fruit.machine).value * 100).toFixed(3)).toBe('95.824');
  });

  it('are six, each with a symbol set of its own', () => {
    expect(slotThemeIds.length).toBeGreaterThanOrEqual(6);
    for (const id of slotThemeIds) {
      const { machine } = slotThemes[id];
      expect(slotThemes[id].id).toBe(id);
      const symbols = symbolsOf(id);
      // Every symbol on the strips pays as a line or as the scatter, and every pay row is for a symbol on the strips.
      for (const symbol of symbols) expect(symbol === machine.scatter || machine.pays[symbol] !== undefined, `${id} ${symbol}`).toBe(true);
      expect(Object.keys(machine.pays).every((symbol) => symbols.has(symbol))).toBe(true);
      expect(machine.reels).toHaveLength(5);
      expect(machine.lines).toHaveLength(10);
      // Five wilds are the top line prize of every theme, as the paytable's rule says.
      const top = Math.max(...Object.values(machine.pays).map((row) => row![2]));
      expect(machine.pays[machine.wild]![2]).toBe(top);
    }
    // The pictures differ: no two themes show the same paying symbols (the card royals aside).
    const royals = new Set(['jack', 'queen', 'king', 'ace', 'wild']);
    const signatures = slotThemeIds.map((id) =>
      [...symbolsOf(id)]
        .filter((symbol) => !royals.has(symbol))
        .sort()
        .join(),
    );
    expect(new Set(signatures).size).toBe(slotThemeIds.length);
  });

  it('spread the same kind of symbol along every strip: never two scatters in one reel’s window', () => {
    for (const id of slotThemeIds) {
      const { machine } = slotThemes[id];
      for (const strip of machine.reels) {
        for (let stop = 0; stop < strip.length; stop++) {
          const shown = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
          expect(shown.filter((symbol) => symbol === machine.scatter).length, `${id} stop ${stop}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('pay wilds for the leftmost run and stop a run at the scatter, in every theme', () => {
    for (const id of slotThemeIds) {
      const { machine } = slotThemes[id];
      const [low] = Object.keys(machine.pays);
      expect(lineMultiple(machine, [machine.wild, low, low, machine.scatter, low])).toEqual({ symbol: low, count: 3, multiple: machine.pays[low]![0] });
      expect(lineMultiple(machine, [low, low, machine.scatter, low, low])).toBeNull();
    }
  });

  // The fruit machine's long simulation is in slot-engine.test.ts.
  for (const id of slotThemeIds.filter((theme) => theme !== 'fruit')) {
    it(`${id}: the exact return to player is between 94 % and 97 %, and 400,000 seeded spins agree within four standard errors`, () => {
      const { machine } = slotThemes[id];
      const exact = theoreticalRtp(machine);
      expect(exact.denominator).toBe(machine.reels.reduce((product, strip) => product * BigInt(strip.length), 1n));
      expect(exact.value).toBeGreaterThan(0.94);
      expect(exact.value).toBeLessThan(0.97);
      const spins = 400_000;
      const bet = 100n;
      const random = seededRandom(20261128 + slotThemeIds.indexOf(id));
      let paid = 0;
      let squares = 0;
      for (let round = 0; round < spins; round++) {
        const ratio = Number(spinSlot(machine, random, bet).payoutCents) / Number(bet);
        paid += ratio;
        squares += ratio * ratio;
      }
      const simulated = paid / spins;
      const standardError = Math.sqrt((squares / spins - simulated * simulated) / spins);
      console.info(
        `slot RTP ${id}: exact ${(exact.value * 100).toFixed(3)} %, simulated ${(simulated * 100).toFixed(3)} % over ${spins} spins (standard error ${(standardError * 100).toFixed(3)} points)`,
      );
      expect(Math.abs(simulated - exact.value)).toBeLessThan(4 * standardError);
      expect(standardError).toBeLessThan(0.007);
    });
  }
});

describe('the theme a game plays', () => {
  const theme = (EN: string, category = 'RNG', code = 'X_GAME') => slotThemeFor({ code, names: { EN, TY: EN }, category }).id;

  it('follows the first themed word of the title, and the sea for every fishing game', () => {
    expect(theme('Mermaid Riches')).toBe('ocean');
    expect(theme('Golden Dragon Luck')).toBe('dragon');
    expect(theme('Pharaoh Gold')).toBe('pharaoh');
    expect(theme('Lucky Moon Blitz')).toBe('space');
    expect(theme('Blazing Lion')).toBe('jungle');
    expect(theme('Crystal Cherry')).toBe('fruit');
    expect(theme('Tiger Pirate')).toBe('jungle');
    expect(theme('Dragon King', 'FISH')).toBe('ocean');
  });

  it('picks a title without a theme word by its code, the same every time', () => {
    const codes = Array.from({ length: 60 }, (_, index) => `V_GAME_${index}`);
    const picked = codes.map((code) => theme('Royal Riches', 'RNG', code));
    expect(codes.map((code) => theme('Royal Riches', 'RNG', code))).toEqual(picked);
    expect(new Set(picked).size).toBe(slotThemeIds.length);
  });

  it('deals every theme to the seeded catalogue, and gives two games of different themes different reels', () => {
    const slots = gameSeeds.filter((game) => game.engine === 'slot');
    const counts = new Map<string, number>();
    for (const game of slots) {
      const id = slotThemeFor({ code: game.code, names: game.names as Record<string, string>, category: game.gameType }).id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const id of slotThemeIds) expect(counts.get(id) ?? 0, id).toBeGreaterThanOrEqual(10);
  });
});
