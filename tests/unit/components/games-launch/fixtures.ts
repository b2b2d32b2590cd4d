/** Cards and lottery games as the gateway answers them, for the launch and lottery views and rules. */
import type { GameCard, LotteryGame, LotteryMenu, OpenedDraw } from '../../../../src/services/schemas/games';

export const gameCard = (fields: Partial<GameCard> = {}): GameCard => ({
  nodeId: 1001,
  gameType: 'RNG',
  isGame: '',
  code: 'PG_GOLDEN_PIRATE',
  gameCode: 'PG_GOLDEN_PIRATE',
  defaultPlayType: null,
  accountTypeName: 'PG',
  vendor: 'PG',
  vassalage: 'PG',
  launchMode: 'iframe',
  maintenance: false,
  gameName: 'Golden Pirate Legend',
  vendorName: 'PG Soft',
  gameClassify: 'SLOT',
  imageUrl: '/common/games/icons/PG_GOLDEN_PIRATE.svg',
  minBet: 0.2,
  minLineNum: 10,
  isHot: 1,
  ...fields,
});

export const lotteryGame = (fields: Partial<LotteryGame> = {}): LotteryGame => ({
  nodeId: 6001,
  gameType: 'LOTT',
  isGame: '',
  code: 'LOTT_LOTTO_645',
  gameCode: 'LOTT_LOTTO_645',
  defaultPlayType: 'STRAIGHT',
  accountTypeName: 'LOTT',
  vendor: 'LOTT',
  vassalage: 'LOTT',
  launchMode: 'iframe',
  maintenance: false,
  gameName: 'Lotto 6/45',
  imageUrl: '/common/games/icons/LOTT_LOTTO_645.svg',
  prizeMode: 'LOTT',
  drawNo: '20261124-0268',
  nextDrawAt: 1_000_000 + 104_000,
  ...fields,
});

export const menus: LotteryMenu[] = [
  {
    gameGroupCode: 'LOTTO',
    labelName: 'Lotto',
    gameMenus: [lotteryGame(), lotteryGame({ nodeId: 6002, code: 'LOTT_LOTTO_655', gameCode: 'LOTT_LOTTO_655', gameName: 'Lotto 6/55', nextDrawAt: 1_000_000 - 1 })],
  },
  {
    gameGroupCode: 'FAST',
    labelName: 'Fast draws',
    gameMenus: [
      lotteryGame({ nodeId: 6101, code: 'ELOTT_FAST_1M', gameCode: 'ELOTT_FAST_1M', gameName: 'Fast 1 Minute', accountTypeName: 'ELOTT', gameType: 'ELOTT', prizeMode: 'ELOTT' }),
      lotteryGame({ nodeId: 6102, code: 'ELOTT_KHANH_HOA', gameCode: 'ELOTT_KHANH_HOA', gameName: 'Khanh Hoa', maintenance: true }),
    ],
  },
];

export const openedDraw: OpenedDraw = { gameCode: 'VN_MIEN_BAC', gameName: 'Mien Bac', drawNo: '20261124-0080', numbers: [4, 9, 8], openedAt: 999_000 };
