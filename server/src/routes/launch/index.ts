/**
 * GET /wps/game/launchGame: the address of a game (or a lottery lobby) in the
 * demo provider. Trial accounts are refused by the registry (noTrial): the
 * portal shows them the in_need_true_account warning before it gets here.
 */
import { calls } from '../../../../src/services/calls';
import { errorCodes } from '../../../../src/services/error-codes';
import { defineRoute, type CallRoute } from '../../http/call-route';
import { inBothDialects } from '../answer-dialect';
import { DomainError } from '../../http/domain-error';
import { launchGame } from './launch-game';
import { launchInput } from './launch-input';

export const launchRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.launchGame,
    input: launchInput,
    handle: async ({ member, token, deps, input, c }) => {
      if (!member || !token) throw new DomainError(errorCodes.notLoggedIn, 401);
      // The provider's pages are the gateway's: absolute on the launch host, so a portal elsewhere can frame them.
      return inBothDialects('launchGame', await launchGame(deps, { memberId: member.id, token }, input), c);
    },
  }),
];
