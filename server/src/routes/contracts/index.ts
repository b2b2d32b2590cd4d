/**
 * Contract calls: the four process calls (both parties use them; the call
 * names the kind), the caller's contracts, the consolidated flags and the
 * settlement records of the agent centre.
 */
import { calls } from '../../../../src/services/calls';
import { settlementsInputSchema } from '../../../../src/services/schemas/agent';
import { contractActionInputSchema, contractCallOf, contractKinds, contractListInputSchema } from '../../../../src/services/schemas/contracts';
import { consolidatedFlags } from '../../domain/contracts/consolidated';
import { contractList } from '../../domain/contracts/list';
import { processContractAction } from '../../domain/contracts/process';
import { settlementRecords } from '../../domain/contracts/settlement/records';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { memberOf } from '../funds/member';

const processRoutes: CallRoute<any>[] = contractKinds.map((kind) =>
  defineRoute({
    call: calls[contractCallOf[kind]],
    input: contractActionInputSchema,
    handle: ({ input, member, deps }) => processContractAction(deps, memberOf(member), kind, input),
  }),
);

export const contractRoutes: CallRoute<any>[] = [
  ...processRoutes,
  defineRoute({
    call: calls.contractList,
    input: contractListInputSchema,
    handle: ({ input, member, deps }) => contractList(deps.db, memberOf(member).id, input),
  }),
  defineRoute({
    call: calls.consolidatedFunds,
    input: noInput,
    handle: ({ member, deps }) => consolidatedFlags(deps.db, memberOf(member)),
  }),
  defineRoute({
    call: calls.agentSettlements,
    input: settlementsInputSchema,
    handle: ({ input, member, deps }) => settlementRecords(deps.db, memberOf(member).id, input),
  }),
];

