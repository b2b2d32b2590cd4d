/** The three lottery screens: their route, the title key and whether the VN extras (recent games, opened numbers) show. */
import type { LotteryScreen } from '../../../services/games.actors';

export interface LotteryScreenEntry {
  path: '/lottery' | '/vnLottery' | '/seaLottery';
  titleKey: string;
  extras: boolean;
}

export const lotteryScreens: Record<LotteryScreen, LotteryScreenEntry> = {
  lottery: { path: '/lottery', titleKey: 'games.lottery.screens.lottery', extras: false },
  vn: { path: '/vnLottery', titleKey: 'games.lottery.screens.vn', extras: true },
  sea: { path: '/seaLottery', titleKey: 'games.lottery.screens.sea', extras: false },
};
