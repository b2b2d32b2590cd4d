/** My income: the caller's own salary, dividend and rebate rows in the period, with each kind's total. */
import { incomeKinds, type AgentIncome } from '../../../../src/services/schemas/agent';
import type { Db } from '../../db';
import { fromCents, toCents } from '../money';
import { ledgerPage, ledgerSumsByKind } from '../records/ledger-rows';
import { checkPeriod, pageOf, type Paging, type Period } from '../records/period';

export interface IncomeQuery extends Period, Paging {
  kind: (typeof incomeKinds)[number] | '';
}

export async function agentIncome(db: Db, agentId: number, query: IncomeQuery): Promise<AgentIncome> {
  checkPeriod(query);
  const page = await ledgerPage(db, { ...query, memberId: agentId, kinds: query.kind ? [query.kind] : incomeKinds });
  const sums = await ledgerSumsByKind(db, agentId, query, incomeKinds);
  const cents = (kind: string) => toCents(sums.get(kind) ?? '0');
  const list = page.list.map((row) => ({ id: row.id, kind: row.kind as (typeof incomeKinds)[number], amount: row.amount, reference: row.reference, createdAt: row.createdAt }));
  return {
    ...pageOf(list, page.total, query),
    totals: {
      salary: fromCents(cents('salary')),
      dividend: fromCents(cents('dividend')),
      rebate: fromCents(cents('rebate')),
      total: fromCents(incomeKinds.reduce((sum, kind) => sum + cents(kind), 0n)),
    },
  };
}
