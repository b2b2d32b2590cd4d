/**
 * Lottery games and the menus of each prize mode. LOTT holds the draw
 * lotteries, the SEA lotteries (TCG_SEA) and the Vietnamese regional ones
 * (TCG_LOTTO_VN); ELOTT holds the fast electronic draws. How often each
 * draws comes from its account type (domain/lottery-schedule.ts); the
 * default play type is one the demo provider sells (STRAIGHT, BOX, TWO).
 */
import type { GameDraft, MenuSeed } from './types';

const lotto = (
  code: string,
  EN: string,
  TY: string,
  accountTypeName: string,
  defaultPlayType: string,
  extra: Partial<GameDraft> = {},
): GameDraft => ({
  code,
  names: { EN, TY },
  gameClassify: code.includes('KENO') ? 'KENO' : 'LOTTO',
  minBet: '1.00',
  accountTypeName,
  defaultPlayType,
  ...extra,
});

export const lotteryGames: Record<'LOTT' | 'ELOTT', GameDraft[]> = {
  LOTT: [
    lotto('LOTT_LOTTO_645', 'Daily Lotto 3D', 'Pang-araw-araw na Lotto 3D', 'LOTT', 'STRAIGHT', { isHot: 1, minBet: '2.00' }),
    lotto('LOTT_LOTTO_655', 'Grand Lotto 3D', 'Grand Lotto 3D', 'LOTT', 'BOX', { minBet: '2.00' }),
    lotto('LOTT_SWERTRES_3D', 'Swertres 3D', 'Swertres 3D', 'LOTT', 'STRAIGHT'),
    lotto('LOTT_EZ2_2D', 'EZ2 2D', 'EZ2 2D', 'LOTT', 'TWO'),
    lotto('LOTT_FAST_3M', 'Fast 3 Minute', 'Mabilis na 3 Minuto', 'LOTT', 'BOX'),
    lotto('SEA_LOTTO_5D', 'SEA Lotto 5D', 'SEA Lotto 5D', 'TCG_SEA', 'STRAIGHT'),
    lotto('SEA_MEGA_6', 'SEA Mega 3D', 'SEA Mega 3D', 'TCG_SEA', 'BOX'),
    lotto('VN_MIEN_BAC', 'Mien Bac', 'Mien Bac', 'TCG_LOTTO_VN', 'TWO', { isHot: 1 }),
    lotto('VN_HO_CHI_MINH', 'Ho Chi Minh', 'Ho Chi Minh', 'TCG_LOTTO_VN', 'TWO'),
    lotto('VN_CAN_THO', 'Can Tho', 'Can Tho', 'TCG_LOTTO_VN', 'TWO'),
    lotto('VN_DONG_NAI', 'Dong Nai', 'Dong Nai', 'TCG_LOTTO_VN', 'TWO'),
    lotto('VN_DA_NANG', 'Da Nang', 'Da Nang', 'TCG_LOTTO_VN', 'TWO'),
    lotto('VN_KHANH_HOA', 'Khanh Hoa', 'Khanh Hoa', 'TCG_LOTTO_VN', 'TWO', { maintenance: true }),
    lotto('VN_THUA_THIEN_HUE', 'Thua Thien Hue', 'Thua Thien Hue', 'TCG_LOTTO_VN', 'TWO'),
  ],
  ELOTT: [
    lotto('ELOTT_FAST_1M', 'Fast 1 Minute', 'Mabilis na 1 Minuto', 'ELOTT', 'STRAIGHT', { isHot: 1 }),
    lotto('ELOTT_SPEED_PICK_3', 'Speed Pick 3', 'Mabilisang Pick 3', 'ELOTT', 'STRAIGHT'),
    lotto('ELOTT_QUICK_4D', 'Quick 4D', 'Mabilisang 4D', 'ELOTT', 'BOX'),
    lotto('ELOTT_LUCKY_KENO', 'Lucky Keno', 'Masuwerteng Keno', 'ELOTT', 'TWO'),
    lotto('ELOTT_SUPER_KENO', 'Super Keno', 'Super Keno', 'ELOTT', 'BOX', { minBet: '2.00' }),
  ],
};

const menu = (prizeMode: MenuSeed['prizeMode'], gameGroupCode: string, EN: string, TY: string, gameCodes: string[], sort: number): MenuSeed => ({
  prizeMode,
  gameGroupCode,
  labelName: { EN, TY },
  gameCodes,
  sort,
});

export const lotteryMenuSeeds: MenuSeed[] = [
  menu('LOTT', 'LOTTO', 'Lotto', 'Lotto', ['LOTT_LOTTO_645', 'LOTT_LOTTO_655'], 1),
  menu('LOTT', 'DIGITS', 'Digit Games', 'Laro ng Numero', ['LOTT_SWERTRES_3D', 'LOTT_EZ2_2D', 'LOTT_FAST_3M'], 2),
  menu('ELOTT', 'FAST', 'Fast Draws', 'Mabilisang Bola', ['ELOTT_FAST_1M', 'ELOTT_SPEED_PICK_3', 'ELOTT_QUICK_4D'], 1),
  menu('ELOTT', 'KENO', 'Keno', 'Keno', ['ELOTT_LUCKY_KENO', 'ELOTT_SUPER_KENO'], 2),
  menu('SEA', 'SEA', 'Southeast Asia', 'Timog-Silangang Asya', ['SEA_LOTTO_5D', 'SEA_MEGA_6'], 1),
  menu('VN', 'MIEN_BAC', 'Northern Region', 'Hilagang Rehiyon', ['VN_MIEN_BAC'], 1),
  menu('VN', 'MIEN_TRUNG', 'Central Region', 'Gitnang Rehiyon', ['VN_DA_NANG', 'VN_KHANH_HOA', 'VN_THUA_THIEN_HUE'], 2),
  menu('VN', 'MIEN_NAM', 'Southern Region', 'Katimugang Rehiyon', ['VN_HO_CHI_MINH', 'VN_CAN_THO', 'VN_DONG_NAI'], 3),
];
