/**
 * The vendors of the demo catalogue, lane by lane. Hot vendors list first in
 * their lane; FC and AI are under maintenance; FG's card opens a popup of
 * its fishing games (VASSALAGE). Esports and cockfight vendors belong to
 * SPORTS with a group code, as the original catalogue files them (spec §1).
 */
import type { VendorSeed } from './types';

/** The brand's own games (/inhouse): launched seamlessly, not in an iframe. */
export const inhouseVendor = 'XSP';

export const vendorSeeds: VendorSeed[] = [
  { code: 'PG', name: 'PG Soft', category: 'RNG', isHot: 1, sort: 1, nodeBase: 1000 },
  { code: 'JILI', name: 'JILI Games', category: 'RNG', isHot: 1, sort: 2, nodeBase: 1100 },
  { code: 'XSP', name: 'XSP Originals', category: 'RNG', isHot: 1, sort: 3, nodeBase: 1900 },
  { code: 'PP', name: 'Pragmatic Play', category: 'RNG', sort: 4, nodeBase: 1200 },
  { code: 'JDB', name: 'JDB Gaming', category: 'RNG', sort: 5, nodeBase: 1300 },
  { code: 'CQ9', name: 'CQ9 Gaming', category: 'RNG', sort: 6, nodeBase: 1400 },
  { code: 'SPADE', name: 'Spadegaming', category: 'RNG', sort: 7, nodeBase: 1500 },
  { code: 'RSG', name: 'Royal Slot Gaming', category: 'RNG', sort: 8, nodeBase: 1600 },
  { code: 'FC', name: 'Fa Chai', category: 'RNG', maintenance: true, sort: 9, nodeBase: 1700 },

  { code: 'EVO', name: 'Evolution', category: 'LIVE', isHot: 1, lobbyCode: 'EVO_LOBBY', sort: 1, nodeBase: 2000 },
  { code: 'SEXY', name: 'AE Sexy', category: 'LIVE', isHot: 1, lobbyCode: 'SEXY_LOBBY', sort: 2, nodeBase: 2100 },
  { code: 'DG', name: 'Dream Gaming', category: 'LIVE', lobbyCode: 'DG_LOBBY', sort: 3, nodeBase: 2200 },
  { code: 'WM', name: 'WM Casino', category: 'LIVE', lobbyCode: 'WM_LOBBY', sort: 4, nodeBase: 2300 },

  { code: 'KA', name: 'KA Fishing', category: 'FISH', isHot: 1, sort: 1, nodeBase: 3000 },
  { code: 'FG', name: 'Fun Gaming', category: 'FISH', isGame: 'VASSALAGE', sort: 2, nodeBase: 3100 },
  { code: 'YL', name: 'YL Fishing', category: 'FISH', sort: 3, nodeBase: 3200 },

  { code: 'KM', name: 'Kingmaker', category: 'PVP', isHot: 1, sort: 1, nodeBase: 4000 },
  { code: 'V8', name: 'V8 Poker', category: 'PVP', sort: 2, nodeBase: 4100 },
  { code: 'TPC', name: 'TP Card', category: 'PVP', sort: 3, nodeBase: 4200 },

  { code: 'SABA', name: 'SABA Sports', category: 'SPORTS', isHot: 1, lobbyCode: 'SABA_LOBBY', sort: 1, nodeBase: 5000 },
  { code: 'CMD', name: 'CMD368', category: 'SPORTS', lobbyCode: 'CMD_LOBBY', sort: 2, nodeBase: 5010 },
  { code: 'BTI', name: 'BTi Sports', category: 'SPORTS', lobbyCode: 'BTI_LOBBY', sort: 3, nodeBase: 5020 },
  { code: 'AV', name: 'AV Esports', category: 'SPORTS', groupCode: 'ESPORTS', lobbyCode: 'AV_LOBBY', sort: 4, nodeBase: 5100 },
  { code: 'IMES', name: 'IM Esports', category: 'SPORTS', groupCode: 'ESPORTS', isHot: 1, lobbyCode: 'IMES_LOBBY', sort: 5, nodeBase: 5110 },
  { code: 'IA', name: 'IA Esports', category: 'SPORTS', groupCode: 'ESPORTS', lobbyCode: 'IA_LOBBY', sort: 6, nodeBase: 5120 },
  { code: 'AI', name: 'AI Esports', category: 'SPORTS', groupCode: 'ESPORTS', maintenance: true, lobbyCode: 'AI_LOBBY', sort: 7, nodeBase: 5130 },
  { code: 'TF', name: 'TF Gaming', category: 'SPORTS', groupCode: 'ESPORTS', lobbyCode: 'TF_LOBBY', sort: 8, nodeBase: 5140 },
  { code: 'DS88', name: 'DS88 Sabong', category: 'SPORTS', groupCode: 'COCKFIGHT', isHot: 1, lobbyCode: 'DS88_LOBBY', sort: 9, nodeBase: 5200 },
  { code: 'DIG', name: 'DIG Sabong', category: 'SPORTS', groupCode: 'COCKFIGHT', lobbyCode: 'DIG_LOBBY', sort: 10, nodeBase: 5210 },

  { code: 'LOTT', name: 'XSP Lotto', category: 'LOTT', isHot: 1, lobbyCode: 'LOTT_LOTTO_645', sort: 1, nodeBase: 6000 },
  { code: 'ELOTT', name: 'XSP Quick Lotto', category: 'ELOTT', lobbyCode: 'ELOTT_FAST_1M', sort: 1, nodeBase: 6100 },
];
