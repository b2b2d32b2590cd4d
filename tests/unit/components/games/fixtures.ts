/** Lobby answers shaped like the seeded catalogue's: games, vendor cards, lottery games, winners. */
import { vi } from 'vitest';
import type { GameCard, LotteryGame, VendorCard, WinnerEntry } from '../../../../src/services/schemas/games';

const launch = (nodeId: number, vendor: string, gameType: string, code: string) => ({
  nodeId,
  gameType,
  isGame: '',
  code,
  gameCode: code,
  defaultPlayType: null,
  accountTypeName: vendor,
  vendor,
  vassalage: vendor,
  launchMode: 'iframe',
  maintenance: false,
});

export const game = (nodeId: number, overrides: Partial<GameCard> = {}): GameCard => ({
  ...launch(nodeId, 'PG', 'RNG', `PG_GAME_${nodeId}`),
  gameName: `Game ${nodeId}`,
  vendorName: 'PG Soft',
  gameClassify: 'SLOT',
  imageUrl: `/common/games/icons/PG_GAME_${nodeId}.svg`,
  minBet: 0.2,
  minLineNum: 20,
  isHot: 0,
  ...overrides,
});

export const vendorCard = (vassalage: string, overrides: Partial<VendorCard> = {}): VendorCard => ({
  ...launch(0, vassalage, 'RNG', ''),
  vendorName: `${vassalage} Gaming`,
  gameClassify: '',
  isHot: 0,
  logoUrl: `/common/games/vendors/${vassalage}.svg`,
  gameCount: 10,
  ...overrides,
});

export const lotteryGame = (gameCode: string, nextDrawAt: number, overrides: Partial<LotteryGame> = {}): LotteryGame => ({
  ...launch(6000, 'ELOTT', 'ELOTT', gameCode),
  accountTypeName: 'ELOTT',
  gameName: `Lottery ${gameCode}`,
  imageUrl: `/common/games/icons/${gameCode}.svg`,
  prizeMode: 'ELOTT',
  drawNo: '20261124-0793',
  nextDrawAt,
  ...overrides,
});

export const winner = (customerName: string, winAmount: number, gameName = 'Golden Pirate Legend'): WinnerEntry => ({
  vo: { customerName, winAmount, gameName, nodeId: 1001, vendor: 'PG', gameType: 'RNG', imageUrl: '/common/games/icons/PG_GOLDEN_PIRATE_LEGEND.svg', winTime: 1_700_000_000_000 },
});

/** Without IntersectionObserver, LazyImage sets its src at once, which lets the tests read it. */
export function showImagesAtOnce(): void {
  vi.stubGlobal('IntersectionObserver', undefined);
}
