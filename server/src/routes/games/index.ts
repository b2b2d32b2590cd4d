/** Catalogue calls: vendor lanes, hot games, the game list, a vendor's game types, the winners board, PvP rooms and the hot matches board. */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { listGames } from '../../domain/games/game-list';
import { hotGames } from '../../domain/games/hot-games';
import { hotMatchBoard } from '../../domain/games/hot-matches';
import { roomList } from '../../domain/games/pvp-rooms';
import { vendorGameTypes } from '../../domain/games/vendor-game-types';
import { vendorLanes } from '../../domain/games/vendor-lanes';
import { winnerBoard } from '../../domain/games/winner-board';
import { defineRoute, type CallRoute } from '../../http/call-route';
import { addressKey, inBothDialects } from '../answer-dialect';
import { codeInput, gameTypeInput, hotMatchCategoryInput, languageInput, languageOf, moneyInput, optionalQuery, wholeNumber } from './inputs';

export const defaultPageSize = 42;
export const maxPageSize = 100;
export const winnerBoardSize = 20;

export const gamesRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.gameVendors,
    input: v.looseObject({ language: languageInput }),
    handle: async ({ input, deps, c }) => inBothDialects('gameVendors', await vendorLanes(deps.db, languageOf(input.language, c)), c),
    publicAnswer: { key: ({ input, c }) => `${addressKey(c)}|${languageOf(input.language, c)}` },
  }),
  defineRoute({
    call: calls.hotGames,
    input: v.looseObject({ vassalage: optionalQuery(codeInput), language: languageInput }),
    handle: async ({ input, deps, c }) => inBothDialects('hotGames', await hotGames(deps.db, { vassalage: input.vassalage, language: languageOf(input.language, c) }), c),
    publicAnswer: { key: ({ input, c }) => `${addressKey(c)}|${input.vassalage ?? ''}|${languageOf(input.language, c)}` },
  }),
  defineRoute({
    call: calls.gameList,
    input: v.looseObject({
      gameType: optionalQuery(gameTypeInput),
      vassalage: optionalQuery(codeInput),
      gameClassify: optionalQuery(codeInput),
      gameName: optionalQuery(v.pipe(v.string(), v.maxLength(100))),
      minBet: optionalQuery(moneyInput),
      minLineNum: optionalQuery(wholeNumber(0, 10_000)),
      pageNo: optionalQuery(wholeNumber(1, 1_000_000)),
      pageSize: optionalQuery(wholeNumber(1, maxPageSize)),
      language: languageInput,
    }),
    handle: async ({ input, deps, c }) =>
      inBothDialects(
        'gameList',
        await listGames(deps.db, {
          gameType: input.gameType,
          vassalage: input.vassalage,
          gameClassify: input.gameClassify,
          gameName: input.gameName?.trim() || undefined,
          minBet: input.minBet,
          minLineNum: input.minLineNum,
          pageNo: input.pageNo ?? 1,
          pageSize: input.pageSize ?? defaultPageSize,
          language: languageOf(input.language, c),
        }),
        c,
      ),
    // The same list for every member: the token is checked on each call, the list is built once per query.
    publicAnswer: {
      key: ({ input, c }) =>
        JSON.stringify([
          addressKey(c),
          input.gameType,
          input.vassalage,
          input.gameClassify,
          input.gameName?.trim() || undefined,
          input.minBet,
          input.minLineNum,
          input.pageNo ?? 1,
          input.pageSize ?? defaultPageSize,
          languageOf(input.language, c),
        ]),
    },
  }),
  defineRoute({
    call: calls.vendorGameTypes,
    // A vendor's types, a category's, or a vendor's within a category: one of the two is needed.
    input: v.pipe(
      v.looseObject({ vassalage: optionalQuery(codeInput), gameType: optionalQuery(gameTypeInput) }),
      v.forward(
        v.check((input) => input.vassalage !== undefined || input.gameType !== undefined, 'field.required'),
        ['vassalage'],
      ),
    ),
    handle: ({ input, deps }) => vendorGameTypes(deps.db, { vassalage: input.vassalage, gameType: input.gameType }),
  }),
  defineRoute({
    call: calls.winnerBoard,
    input: v.looseObject({
      gameCategory: optionalQuery(v.union([v.literal('ALL'), gameTypeInput])),
      limitNum: optionalQuery(wholeNumber(1, winnerBoardSize)),
      language: languageInput,
    }),
    handle: async ({ input, deps, c }) =>
      inBothDialects(
        'winnerBoard',
        await winnerBoard(deps.db, {
          gameCategory: input.gameCategory === 'ALL' ? undefined : input.gameCategory,
          limit: input.limitNum ?? winnerBoardSize,
          language: languageOf(input.language, c),
          now: deps.clock.now(),
        }),
        c,
      ),
  }),
  defineRoute({
    call: calls.pvpRooms,
    input: v.looseObject({ nodeId: optionalQuery(wholeNumber(1, 2_147_483_647)), language: languageInput }),
    handle: ({ input, deps, c }) => roomList(deps.db, { nodeId: input.nodeId, language: languageOf(input.language, c), now: deps.clock.now() }),
  }),
  defineRoute({
    call: calls.sportsHotMatches,
    input: v.looseObject({ category: optionalQuery(hotMatchCategoryInput), language: languageInput }),
    handle: ({ input, deps, c }) =>
      hotMatchBoard(deps.db, {
        category: input.category === 'ALL' ? undefined : input.category,
        language: languageOf(input.language, c),
        now: deps.clock.now(),
      }),
  }),
];
