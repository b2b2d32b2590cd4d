/** Rows of deposits and withdrawals as the member's record pages and the operator see them. */
import type { DepositRecord, WithdrawRecord } from '../../../../src/services/schemas/funds';
import type { bankAccounts, depositChannels, deposits, withdrawals } from '../../db/schema';
import { money } from './amounts';

type DepositRow = typeof deposits.$inferSelect;
type WithdrawalRow = typeof withdrawals.$inferSelect;
type BankAccountRow = typeof bankAccounts.$inferSelect;

/** Only the last four digits leave the gateway: '•••• 6789'. */
export const maskAccountNumber = (number: string): string => `•••• ${number.slice(-4)}`;

export function toDepositRecord(row: DepositRow, channel: Pick<typeof depositChannels.$inferSelect, 'name'> | undefined): DepositRecord {
  return {
    id: row.id,
    reference: row.reference,
    channelCode: row.channelCode,
    channelName: channel?.name ?? row.channelCode,
    amount: money(row.amount),
    status: row.status as DepositRecord['status'],
    remark: row.remark,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

export function toWithdrawRecord(row: WithdrawalRow, account: Pick<BankAccountRow, 'bankName' | 'accountNumber'> | undefined): WithdrawRecord {
  return {
    id: row.id,
    reference: row.reference,
    amount: money(row.amount),
    charge: money(row.charge),
    bankName: account?.bankName ?? '',
    accountNumberMasked: account ? maskAccountNumber(account.accountNumber) : '',
    status: row.status as WithdrawRecord['status'],
    remark: row.remark,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    confirmStatus: row.confirmStatus as WithdrawRecord['confirmStatus'],
    confirmDeadline: row.confirmDeadline,
    receivedAmount: row.receivedAmount === null ? null : money(row.receivedAmount),
  };
}

/** Page arithmetic shared by the record calls. */
export const pageOf = (total: number, pageNo: number, pageSize: number) => ({ pageNo, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) });
