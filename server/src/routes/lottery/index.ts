/** Lottery reads: menus per prize mode, popular games, the member's recent VN lotteries and drawn results. */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { lotteryMenusOf, popularLottery, recentVnLottery } from '../../domain/games/lottery-games';
import { openedDraws } from '../../domain/games/opened-draws';
import type { LotteryMenu } from '../../../../src/services/schemas/games';
import { timedAnswer } from '../../cache/public-answers';
import { defineRoute, type CallRoute } from '../../http/call-route';
import type { Member } from '../../http/context';
import { codeInput, languageInput, languageOf, optionalQuery, wholeNumber } from '../games/inputs';

/** Spec §9: popular lottery 20, Vietnam numbers 100. */
export const popularCount = 20;
export const vnOpenedCount = 100;
export const openedCount = 20;

const prizeMode = (modes: readonly string[]) => v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(modes));

const the = (member: Member | null): Member => member as Member;

/** Menus name each game's open issue: they hold until the first of those draws. */
const untilNextDraw = async (menus: Promise<LotteryMenu[]>) => {
  const answer = await menus;
  return timedAnswer(answer, Math.min(...answer.flatMap((menu) => menu.gameMenus.map((game) => game.nextDrawAt))));
};

export const lotteryRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.lotteryMenus,
    input: v.looseObject({ prizeMode: prizeMode(['LOTT', 'ELOTT', 'SEA']), language: languageInput }),
    handle: ({ input, deps, c }) => untilNextDraw(lotteryMenusOf(deps.db, { prizeMode: input.prizeMode, language: languageOf(input.language, c), now: deps.clock.now() })),
    publicAnswer: { key: ({ input, c }) => `${input.prizeMode}|${languageOf(input.language, c)}` },
  }),
  defineRoute({
    call: calls.vnLotteryMenu,
    input: v.looseObject({ prizeMode: optionalQuery(prizeMode(['VN'])), language: languageInput }),
    handle: ({ input, deps, c }) => untilNextDraw(lotteryMenusOf(deps.db, { prizeMode: 'VN', language: languageOf(input.language, c), now: deps.clock.now() })),
    publicAnswer: { key: ({ input, c }) => languageOf(input.language, c) },
  }),
  defineRoute({
    call: calls.lotteryPopular,
    input: v.looseObject({ count: optionalQuery(wholeNumber(1, popularCount)), language: languageInput }),
    handle: ({ input, deps, c }) => popularLottery(deps.db, { count: input.count ?? popularCount, language: languageOf(input.language, c), now: deps.clock.now() }),
  }),
  defineRoute({
    call: calls.vnLotteryRecent,
    input: v.looseObject({ language: languageInput }),
    handle: ({ input, deps, member, c }) => recentVnLottery(deps.db, { memberId: the(member).id, language: languageOf(input.language, c), now: deps.clock.now() }),
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
