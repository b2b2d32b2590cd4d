/** Agent-centre pages about downlines: register center, downline management and the transfer to downlines. */
import { calls } from '../../../../src/services/calls';
import { downlineTransferInputSchema, downlinesInputSchema, registerDownlineInputSchema } from '../../../../src/services/schemas/agent';
import { agentAffiliate } from '../../domain/agent/affiliate-code';
import { transferToDownlines } from '../../domain/agent/downline-transfer';
import { downlineList } from '../../domain/agent/downlines';
import { registerDownline } from '../../domain/agent/register-downline';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { memberOf } from '../funds/member';

export const agentDownlineRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.agentAffiliate,
    input: noInput,
    handle: ({ member, deps }) => agentAffiliate(deps.db, memberOf(member).id),
  }),
  defineRoute({
    call: calls.agentRegisterDownline,
    input: registerDownlineInputSchema,
    handle: ({ input, member, deps }) => registerDownline(deps, memberOf(member), input),
  }),
  defineRoute({
    call: calls.agentDownlines,
    input: downlinesInputSchema,
    handle: ({ input, member, deps }) => downlineList(deps.db, memberOf(member).id, input),
  }),
  defineRoute({
    call: calls.agentDownlineTransfer,
    input: downlineTransferInputSchema,
    handle: ({ input, member, deps }) => transferToDownlines(deps.db, memberOf(member), input, deps.clock.now()),
  }),
];
