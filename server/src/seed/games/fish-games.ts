/**
 * Fishing games. FG publishes one card, "Fishing Kingdom" (VASSALAGE), that
 * opens a popup of its five sea worlds; the others list their games directly.
 */
import { gameCode } from './game-codes';
import type { GameDraft } from './types';

const fish = (vendor: string, EN: string, TY: string, minBet: string, extra: Partial<GameDraft> = {}): GameDraft => ({
  code: gameCode(vendor, EN),
  names: { EN, TY },
  gameClassify: 'FISH',
  minBet,
  ...extra,
});

const kingdom = gameCode('FG', 'Fishing Kingdom');
const world = (EN: string, TY: string, minBet: string) => fish('FG', EN, TY, minBet, { parentCode: kingdom });

export const fishGames: Record<string, GameDraft[]> = {
  KA: [
    fish('KA', 'Ocean King', 'Hari ng Karagatan', '0.10', { isHot: 1 }),
    fish('KA', 'Fishing War', 'Digmaan ng Pangingisda', '0.20'),
    fish('KA', 'Dragon Fishing', 'Pangingisda ng Dragon', '0.50'),
    fish('KA', 'Mega Fishing', 'Mega Pangingisda', '0.20'),
    fish('KA', 'Jackpot Fishing', 'Jackpot na Pangingisda', '1.00'),
    fish('KA', 'Happy Fishing', 'Masayang Pangingisda', '0.10'),
    fish('KA', 'Bombing Fishing', 'Pasabog na Pangingisda', '0.50', { maintenance: true }),
    fish('KA', 'Royal Fishing', 'Maharlikang Pangingisda', '1.00'),
  ],
  FG: [
    fish('FG', 'Fishing Kingdom', 'Kaharian ng Pangingisda', '0.10', { isGame: 'VASSALAGE', isHot: 1 }),
    world('Coral Reef Hunt', 'Pangangaso sa Bahura', '0.10'),
    world('Deep Sea Treasure', 'Yaman ng Malalim na Dagat', '0.20'),
    world('Shark Frenzy', 'Pagwawala ng Pating', '0.50'),
    world('Golden Whale', 'Gintong Balyena', '1.00'),
    world('Kraken Strike', 'Hampas ng Kraken', '0.20'),
  ],
  YL: [
    fish('YL', 'All-Star Fishing', 'All-Star na Pangingisda', '0.10', { isHot: 1 }),
    fish('YL', 'Boom Legend', 'Alamat ng Boom', '0.20'),
    fish('YL', 'Dinosaur Tycoon', 'Tycoon ng Dinosauro', '0.50'),
    fish('YL', 'Ocean Emperor', 'Emperador ng Karagatan', '1.00'),
    fish('YL', 'Golden Toad', 'Gintong Palaka', '0.10'),
    fish('YL', 'Monster Awaken', 'Paggising ng Halimaw', '0.20'),
    fish('YL', 'Fish Hunter 3D', 'Mangangaso ng Isda 3D', '0.50'),
  ],
};
