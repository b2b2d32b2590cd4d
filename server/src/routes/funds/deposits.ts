/** Deposit calls: channels and limits, a new request, the member's records. */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { depositInputSchema, pageInputEntries } from '../../../../src/services/schemas/funds';
import { depositRecords, depositSettings, requestDeposit } from '../../domain/funds/deposits';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { memberOf } from './member';

export const depositRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.depositSettings,
    input: noInput,
    handle: ({ member, deps }) => depositSettings(deps.db, memberOf(member).id),
  }),
  defineRoute({
    call: calls.deposit,
    input: depositInputSchema,
    handle: ({ input, member, deps }) => {
      const { requestId, ...deposit } = input;
      return requestDeposit(deps.db, { memberId: memberOf(member).id, requestId, now: deps.clock.now() }, deposit);
    },
  }),
  defineRoute({
    call: calls.depositRecords,
    input: v.object(pageInputEntries),
    handle: ({ input, member, deps }) => depositRecords(deps.db, memberOf(member).id, input),
  }),
];
