/**
 * Live casino tables. Every live vendor has a lobby game (what its card
 * launches) and eleven tables: seven every studio runs, covering each kind
 * of table, and four more drawn from the rest of the list.
 */
import type { LocalisedText } from '../../db/schema/games';
import { pickFrom, seededRandom } from '../../domain/games/hash';
import { gameCode } from './game-codes';
import type { GameDraft, VendorSeed } from './types';

interface Table {
  names: LocalisedText;
  classify: 'BACCARAT' | 'ROULETTE' | 'SICBO' | 'DRAGONTIGER' | 'BLACKJACK';
  minBet?: string;
}

const table = (EN: string, TY: string, classify: Table['classify'], minBet?: string): Table => ({ names: { EN, TY }, classify, minBet });

const everyStudio: Table[] = [
  table('Speed Baccarat A', 'Mabilis na Baccarat A', 'BACCARAT'),
  table('Speed Baccarat B', 'Mabilis na Baccarat B', 'BACCARAT'),
  table('No Commission Baccarat', 'Baccarat na Walang Komisyon', 'BACCARAT'),
  table('Auto Roulette', 'Awtomatikong Roulette', 'ROULETTE'),
  table('Sic Bo', 'Sic Bo', 'SICBO'),
  table('Dragon Tiger', 'Dragon Tiger', 'DRAGONTIGER'),
  table('Blackjack VIP', 'Blackjack VIP', 'BLACKJACK', '100.00'),
];

const moreTables: Table[] = [
  table('Squeeze Baccarat', 'Baccarat na Dahan-dahang Binubuksan', 'BACCARAT'),
  table('VIP Baccarat', 'Baccarat VIP', 'BACCARAT', '100.00'),
  table('Speed Roulette', 'Mabilis na Roulette', 'ROULETTE'),
  table('European Roulette Live', 'Live na Europeong Roulette', 'ROULETTE'),
  table('Super Sic Bo', 'Super Sic Bo', 'SICBO'),
  table('Speed Dragon Tiger', 'Mabilis na Dragon Tiger', 'DRAGONTIGER'),
  table('Infinite Blackjack', 'Walang Hanggang Blackjack', 'BLACKJACK'),
  table('Classic Blackjack Live', 'Live na Klasikong Blackjack', 'BLACKJACK'),
  table('Lucky 7 Baccarat', 'Baccarat ng Masuwerteng 7', 'BACCARAT'),
];

const tableBets = ['5.00', '10.00', '20.00', '50.00'] as const;

/** Tables closed for a dealer shift change in the demo. */
export const liveTablesUnderMaintenance = ['DG_SPEED_BACCARAT_B'];

export function liveTables(vendor: VendorSeed): GameDraft[] {
  const random = seededRandom(`live:${vendor.code}`);
  const extras = [...moreTables].sort(() => random() - 0.5).slice(0, 4);
  const lobby: GameDraft = {
    code: vendor.lobbyCode ?? gameCode(vendor.code, 'LOBBY'),
    names: { EN: `${vendor.name} Lobby`, TY: `Lobby ng ${vendor.name}` },
    gameClassify: 'BACCARAT',
    minBet: '5.00',
    ...(vendor.isHot ? { isHot: 1 as const } : {}),
  };
  const tables = [...everyStudio, ...extras].map((entry): GameDraft => {
    const code = gameCode(vendor.code, entry.names.EN);
    return {
      code,
      names: entry.names,
      gameClassify: entry.classify,
      minBet: entry.minBet ?? pickFrom(random, tableBets),
      ...(liveTablesUnderMaintenance.includes(code) ? { maintenance: true as const } : {}),
    };
  });
  return [lobby, ...tables];
}
