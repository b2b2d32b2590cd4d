/** Transaction history and bonus details: the caller's ledger, filtered by kind and period. */
import { bonusKinds, type BonusDetails, type LedgerKindName, type TransactionHistory } from '../../../../src/services/schemas/records';
import type { Db } from '../../db';
import { allLedgerKinds, ledgerPage } from './ledger-rows';
import { checkPeriod, pageOf, type Paging, type Period } from './period';

export async function transactionHistory(db: Db, memberId: number, input: Period & Paging & { kind: LedgerKindName | '' }): Promise<TransactionHistory> {
  checkPeriod(input);
  const kinds = input.kind === '' ? allLedgerKinds : [input.kind];
  const { list, total } = await ledgerPage(db, { ...input, memberId, kinds });
  return pageOf(list, total, input);
}

/** Money the portal gave: bonuses, rebates, salaries, dividends and point conversions, with their sum over the whole period. */
export async function bonusDetails(db: Db, memberId: number, input: Period & Paging): Promise<BonusDetails> {
  checkPeriod(input);
  const { list, total, sum } = await ledgerPage(db, { ...input, memberId, kinds: bonusKinds });
  return { ...pageOf(list, total, input), sum };
}
