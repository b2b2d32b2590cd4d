/** Favourites and recents of the member (trial accounts are refused by the registry's noTrial flag). */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { favouriteIds, favouriteList, toggleFavourite } from '../../domain/games/favourites';
import { recentGamesOf } from '../../domain/games/recent-games';
import { defineRoute, type CallRoute } from '../../http/call-route';
import { inBothDialects } from '../answer-dialect';
import type { Member } from '../../http/context';
import { codeInput, gameTypeInput, languageInput, languageOf, optionalQuery, wholeNumber } from '../games/inputs';

/** The portal asks for everything at once (pageSize 999, api-facts §7.4). */
export const maxFavouritePageSize = 999;

/** Token routes run only after the router found the member; this narrows the type. */
const the = (member: Member | null): Member => member as Member;

const favouriteKey = v.looseObject({ nodeId: wholeNumber(1, 2_147_483_647), vendor: codeInput, gameType: gameTypeInput });

export const favouritesRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.favouriteIds,
    input: v.looseObject({}),
    handle: ({ deps, member }) => favouriteIds(deps.db, the(member).id),
  }),
  defineRoute({
    call: calls.favouriteList,
    input: v.looseObject({
      gameType: optionalQuery(gameTypeInput),
      pageNo: optionalQuery(wholeNumber(1, 1_000_000)),
      pageSize: optionalQuery(wholeNumber(1, maxFavouritePageSize)),
      language: languageInput,
    }),
    handle: async ({ input, deps, member, c }) =>
      inBothDialects(
        'favouriteList',
        await favouriteList(deps.db, {
          memberId: the(member).id,
          gameType: input.gameType,
          pageNo: input.pageNo ?? 1,
          pageSize: input.pageSize ?? maxFavouritePageSize,
          language: languageOf(input.language, c),
        }),
        c,
      ),
  }),
  defineRoute({
    call: calls.favouriteAdd,
    input: favouriteKey,
    handle: ({ input, deps, member }) => toggleFavourite(deps.db, the(member).id, input, true, deps.clock.now()),
  }),
  defineRoute({
    call: calls.favouriteRemove,
    input: favouriteKey,
    handle: ({ input, deps, member }) => toggleFavourite(deps.db, the(member).id, input, false, deps.clock.now()),
  }),
  defineRoute({
    call: calls.recentGames,
    input: v.looseObject({ language: languageInput }),
    handle: async ({ input, deps, member, c }) => inBothDialects('recentGames', await recentGamesOf(deps.db, the(member).id, languageOf(input.language, c)), c),
  }),
];
