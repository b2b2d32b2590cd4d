/**
 * Sportsbooks, esports and cockfight arenas: one lobby game per vendor, the
 * game its card launches. Esports and cockfight games carry their group as
 * category so the /esports and /cockfight pages can list them.
 */
import type { GameCategory } from '../../db/schema/games';
import type { GameDraft, VendorSeed } from './types';

const lobbyNames: Record<string, { EN: (vendor: string) => string; TY: (vendor: string) => string; minBet: string }> = {
  SPORTS: { EN: (vendor) => `${vendor} Sportsbook`, TY: (vendor) => `Sportsbook ng ${vendor}`, minBet: '10.00' },
  ESPORTS: { EN: (vendor) => `${vendor} Arena`, TY: (vendor) => `Arena ng ${vendor}`, minBet: '5.00' },
  COCKFIGHT: { EN: (vendor) => `${vendor} Cockpit`, TY: (vendor) => `Sabungan ng ${vendor}`, minBet: '20.00' },
};

export function sportsLobby(vendor: VendorSeed): GameDraft {
  const kind: GameCategory = vendor.groupCode ?? 'SPORTS';
  const names = lobbyNames[kind];
  return {
    code: vendor.lobbyCode ?? `${vendor.code}_LOBBY`,
    names: { EN: names.EN(vendor.name), TY: names.TY(vendor.name) },
    gameClassify: kind,
    minBet: names.minBet,
    gameType: kind,
    ...(vendor.isHot ? { isHot: 1 as const } : {}),
  };
}
