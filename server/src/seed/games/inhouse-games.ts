/** The brand's own games (vendor XSP, the /inhouse page): a few slots and table games. */
import { gameCode } from './game-codes';
import type { GameDraft } from './types';

const slot = (EN: string, TY: string, minBet: string, minLineNum: number, isHot?: 1): GameDraft => ({
  code: gameCode('XSP', EN),
  names: { EN, TY },
  gameClassify: 'SLOT',
  minBet,
  minLineNum,
  ...(isHot ? { isHot } : {}),
});

const table = (EN: string, TY: string, minBet: string): GameDraft => ({ code: gameCode('XSP', EN), names: { EN, TY }, gameClassify: 'TG', minBet, minLineNum: 1 });

export const inhouseGames: GameDraft[] = [
  slot('Royal Sevens', 'Maharlikang Siyete', '0.50', 5, 1),
  slot('Golden Jeepney', 'Gintong Jeepney', '0.20', 20, 1),
  slot('Crown Jewels', 'Mga Hiyas ng Korona', '1.00', 25),
  slot('Lucky Lantern', 'Masuwerteng Parol', '0.30', 9),
  slot('Manila Nights', 'Mga Gabi sa Maynila', '0.50', 30),
  slot('Barrio Fiesta', 'Pista sa Baryo', '0.20', 10),
  slot('Carabao Gold', 'Ginto ng Kalabaw', '1.00', 50),
  slot('Sampaguita Spins', 'Ikot ng Sampaguita', '0.30', 20),
  table('Royal Baccarat', 'Maharlikang Baccarat', '2.00'),
  table('Royal Roulette', 'Maharlikang Roulette', '1.00'),
  table('Royal Blackjack', 'Maharlikang Blackjack', '2.00'),
  table('Royal Sic Bo', 'Maharlikang Sic Bo', '1.00'),
];
