/** Record pages of the member centre: ledger history, bets, profit, bonuses and the manual rebate. */
import { calls } from '../../../../src/services/calls';
import { headers } from '../../../../src/services/headers';
import {
  bettingRecordsInputSchema,
  bonusDetailsInputSchema,
  personalProfitInputSchema,
  rebateClaimInputSchema,
  transactionHistoryInputSchema,
} from '../../../../src/services/schemas/records';
import { catalogueLanguage } from '../../domain/games/language';
import { bettingRecords } from '../../domain/records/betting-records';
import { personalProfit } from '../../domain/records/personal-profit';
import { claimRebate } from '../../domain/records/rebate-claim';
import { claimableRebate } from '../../domain/records/rebate-claimable';
import { rebateSettingsList } from '../../domain/records/rebate-rates';
import { bonusDetails, transactionHistory } from '../../domain/records/transaction-history';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import type { Member } from '../../http/context';

/** Token routes run only after the router found the member; this narrows the type. */
const the = (member: Member | null): Member => member as Member;

export const recordsRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.transactionHistory,
    input: transactionHistoryInputSchema,
    handle: ({ input, member, deps }) => transactionHistory(deps.db, the(member).id, input),
  }),
  defineRoute({
    call: calls.bettingRecords,
    input: bettingRecordsInputSchema,
    handle: ({ input, member, deps, c }) => bettingRecords(deps.db, the(member).id, { ...input, language: catalogueLanguage(c.req.header(headers.language)) }),
  }),
  defineRoute({
    call: calls.personalProfit,
    input: personalProfitInputSchema,
    handle: ({ input, member, deps }) => personalProfit(deps.db, the(member).id, input),
  }),
  defineRoute({
    call: calls.bonusDetails,
    input: bonusDetailsInputSchema,
    handle: ({ input, member, deps }) => bonusDetails(deps.db, the(member).id, input),
  }),
  defineRoute({ call: calls.rebateSettings, input: noInput, handle: ({ deps }) => rebateSettingsList(deps.db) }),
  defineRoute({ call: calls.rebateClaimable, input: noInput, handle: ({ member, deps }) => claimableRebate(deps.db, the(member).id) }),
  defineRoute({
    call: calls.rebateClaim,
    input: rebateClaimInputSchema,
    handle: ({ input, member, deps }) => claimRebate(deps, the(member).id, input),
  }),
];
