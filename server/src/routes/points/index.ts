/** Points calls: the member's point balance (the header's points chip and, later, the points mall). */
import { calls } from '../../../../src/services/calls';
import { errorCodes } from '../../../../src/services/error-codes';
import { pointBalanceOf } from '../../domain/points';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { DomainError } from '../../http/domain-error';

export const pointsRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.pointBalance,
    input: noInput,
    handle: ({ member, deps }) => {
      if (!member) throw new DomainError(errorCodes.notLoggedIn, 401);
      return pointBalanceOf(deps.db, member.id);
    },
  }),
];
