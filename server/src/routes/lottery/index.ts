/** Lottery reads: menus per prize mode, popular games, the member's recent VN lotteries and drawn results. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { lotteryMenusOf, popularLottery, recentVnLottery } from '../../domain/games/lottery-games';
import { openedDraws } from '../../domain/games/opened-draws';
import type { LotteryMenu } from '../../../../src/services/schemas/games';
import { timedAnswer } from '../../cache/public-answers';
import { defineRoute, type CallRoute } from '../../http/call-route';
import type { GatewayEnv, Member } from '../../http/context';
import { addressKey, inBothDialects } from '../answer-dialect';
import { codeInput, languageInput, languageOf, optionalQuery, wholeNumber } from '../games/inputs';

/** Spec §9: popular lottery 20, Vietnam numbers 100. */
export const popularCount = 20;
export const vnOpenedCount = 100;
export const openedCount = 20;

/** Spec §1 and §9: the brand's lottery type is Lott, and its prize modes are Lott, ZY, Elott and SEA; VN is the Vietnam lottery's. */
const prizeModes = ['LOTT', 'ELOTT', 'ZY', 'SEA', 'VN'] as const;
export const brandPrizeMode = 'LOTT';
const prizeMode = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(prizeModes));

const the = (member: Member | null): Member => member as Member;

/** Menus name each game's open issue: they hold until the first of those draws. */
const untilNextDraw = async (call: 'lotteryMenus' | 'vnLotteryMenu', menus: Promise<LotteryMenu[]>, c: Context<GatewayEnv>) => {
  const answer = await menus;
  return timedAnswer(await inBothDialects(call, answer, c), Math.min(...answer.flatMap((menu) => menu.gameMenus.map((game) => game.nextDrawAt))));
};

export const lotteryRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.lotteryMenus,
    // The original sends the brand's lottery type; without one it means that type (api-facts §7.4).
    input: v.looseObject({ prizeMode: optionalQuery(prizeMode), language: languageInput }),
    handle: ({ input, deps, c }) =>
      untilNextDraw(
        'lotteryMenus',
        lotteryMenusOf(deps.db, { prizeMode: input.prizeMode ?? brandPrizeMode, language: languageOf(input.language, c), now: deps.clock.now() }),
        c,
      ),
    publicAnswer: { key: ({ input, c }) => `${addressKey(c)}|${input.prizeMode ?? brandPrizeMode}|${languageOf(input.language, c)}` },
  }),
  defineRoute({
    call: calls.vnLotteryMenu,
    // The original sends the brand's prize mode (LOTT here) with this call too; the menu is the Vietnam lottery's whatever it names.
    input: v.looseObject({ prizeMode: optionalQuery(prizeMode), language: languageInput }),
    handle: ({ input, deps, c }) =>
      untilNextDraw('vnLotteryMenu', lotteryMenusOf(deps.db, { prizeMode: 'VN', language: languageOf(input.language, c), now: deps.clock.now() }), c),
    publicAnswer: { key: ({ input, c }) => `${addressKey(c)}|${languageOf(input.language, c)}` },
  }),
  defineRoute({
    call: calls.lotteryPopular,
    input: v.looseObject({ count: optionalQuery(wholeNumber(1, popularCount)), language: languageInput }),
    handle: async ({ input, deps, c }) =>
      inBothDialects('lotteryPopular', await popularLottery(deps.db, { count: input.count ?? popularCount, language: languageOf(input.language, c), now: deps.clock.now() }), c),
  }),
  defineRoute({
    call: calls.vnLotteryRecent,
    input: v.looseObject({ language: languageInput }),
    handle: async ({ input, deps, member, c }) =>
      inBothDialects('vnLotteryRecent', await recentVnLottery(deps.db, { memberId: the(member).id, language: languageOf(input.language, c), now: deps.clock.now() }), c),
  }),
  defineRoute({
    call: calls.vnLotteryOpened,
    input: v.looseObject({ count: optionalQuery(wholeNumber(1, vnOpenedCount)), language: languageInput }),
    handle: ({ input, deps, c }) =>
      openedDraws(deps.db, { accountTypeName: 'TCG_LOTTO_VN', count: input.count ?? vnOpenedCount, language: languageOf(input.language, c), now: deps.clock.now() }),
  }),
  defineRoute({
    call: calls.lotteryOpened,
    input: v.looseObject({ gameCode: optionalQuery(codeInput), count: optionalQuery(wholeNumber(1, vnOpenedCount)), language: languageInput }),
    handle: ({ input, deps, c }) => openedDraws(deps.db, { gameCode: input.gameCode, count: input.count ?? openedCount, language: languageOf(input.language, c), now: deps.clock.now() }),
  }),
];
