/** Agent-centre money reports: my income, the downlines' account details and the credit report. */
import { calls } from '../../../../src/services/calls';
import { accountDetailsInputSchema, agentIncomeInputSchema, periodOnlyInputSchema } from '../../../../src/services/schemas/agent';
import { accountDetails } from '../../domain/agent/account-details';
import { creditReport } from '../../domain/agent/credit-report';
import { agentIncome } from '../../domain/agent/income';
import { defineRoute, type CallRoute } from '../../http/call-route';
import { memberOf } from '../funds/member';

export const agentReportRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.agentIncome,
    input: agentIncomeInputSchema,
    handle: ({ input, member, deps }) => agentIncome(deps.db, memberOf(member).id, input),
  }),
  defineRoute({
    call: calls.agentAccountDetails,
    input: accountDetailsInputSchema,
    handle: ({ input, member, deps }) => accountDetails(deps.db, memberOf(member).id, input),
  }),
  defineRoute({
    call: calls.agentCreditReport,
    input: periodOnlyInputSchema,
    handle: ({ input, member, deps }) => creditReport(deps.db, memberOf(member).id, input),
  }),
];
