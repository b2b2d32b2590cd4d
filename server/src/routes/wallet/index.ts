/** Wallet calls: the member's balance. */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { errorCodes } from '../../../../src/services/error-codes';
import { defineRoute, type CallRoute } from '../../http/call-route';
import { DomainError } from '../../http/domain-error';

export const walletRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.balance,
    input: v.looseObject({ typeId: v.optional(v.string()) }),
    handle: ({ member, c }) => {
      if (!member) throw new DomainError(errorCodes.notLoggedIn, 401);
      return c.get('reads').balanceOf(member.id);
    },
  }),
];
