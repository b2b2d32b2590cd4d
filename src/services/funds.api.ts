/**
 * The member centre's money calls: wallets and transfers, deposits,
 * withdrawals with bank accounts and the withdrawal password, transfer to the
 * upline. Money requests carry the request id of their submission; the HTTP
 * client encrypts the withdrawal and password calls by their registry flag.
 */
import * as v from 'valibot';
import type { ApiContext } from './session.api';
import {
  bankAccountSchema,
  bankAccountsSchema,
  depositRecordSchema,
  depositRecordsSchema,
  depositSettingsSchema,
  merchantWalletSchema,
  paymentPasswordAnswerSchema,
  transferUplineSchema,
  walletMoveSchema,
  withdrawRecordSchema,
  withdrawRecordsSchema,
  withdrawSettingsSchema,
  type BankAccount,
  type BankAccountInput,
  type BankAccounts,
  type DepositInput,
  type DepositRecord,
  type DepositSettings,
  type MerchantWallet,
  type PaymentPasswordInput,
  type TransferUpline,
  type TransferUplineInput,
  type WalletMove,
  type WalletTransferInput,
  type WithdrawInput,
  type WithdrawRecord,
  type WithdrawSettings,
} from './schemas/funds';

export type DepositRecords = v.InferOutput<typeof depositRecordsSchema>;
export type WithdrawRecords = v.InferOutput<typeof withdrawRecordsSchema>;

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

// ── Wallets ──
export const loadMerchantWallet = ({ http, signal }: ApiContext): Promise<MerchantWallet> => http.call('merchantWallet', { schema: merchantWalletSchema, signal });

export const transferWallet = ({ http, signal }: ApiContext, input: WalletTransferInput): Promise<WalletMove> =>
  http.call('walletTransfer', { data: { ...input }, schema: walletMoveSchema, signal });

export const recallWallets = ({ http, signal }: ApiContext, input: { requestId: string }): Promise<WalletMove> =>
  http.call('walletRecall', { data: { ...input }, schema: walletMoveSchema, signal });

// ── Deposits ──
export const loadDepositSettings = ({ http, signal }: ApiContext): Promise<DepositSettings> => http.call('depositSettings', { schema: depositSettingsSchema, signal });

/** The answer is the new request: reference and status "pending" until an operator decides. */
export const submitDeposit = ({ http, signal }: ApiContext, input: DepositInput): Promise<DepositRecord> =>
  http.call('deposit', { data: { ...input }, schema: depositRecordSchema, signal });

export const loadDepositRecords = ({ http, signal }: ApiContext, query: PageQuery = {}): Promise<DepositRecords> =>
  http.call('depositRecords', { data: { pageNo: 1, pageSize: 10, ...query }, schema: depositRecordsSchema, signal });

// ── Withdrawals ──
export const loadWithdrawSettings = ({ http, signal }: ApiContext): Promise<WithdrawSettings> =>
  http.call('withdrawSettings', { data: { groupId: 0 }, schema: withdrawSettingsSchema, signal });

export const loadBankAccounts = ({ http, signal }: ApiContext): Promise<BankAccounts> => http.call('bankAccounts', { schema: bankAccountsSchema, signal });

export const addBankAccount = ({ http, signal }: ApiContext, input: BankAccountInput): Promise<BankAccount> =>
  http.call('bankAccountAdd', { data: { ...input }, schema: bankAccountSchema, signal });

export async function setPaymentPassword({ http, signal }: ApiContext, input: PaymentPasswordInput): Promise<void> {
  await http.call('paymentPassword', { data: { ...input }, schema: paymentPasswordAnswerSchema, signal });
}

export const submitWithdraw = ({ http, signal }: ApiContext, input: WithdrawInput): Promise<WithdrawRecord> =>
  http.call('withdraw', { data: { ...input }, schema: withdrawRecordSchema, signal });

export const loadWithdrawRecords = ({ http, signal }: ApiContext, query: PageQuery = {}): Promise<WithdrawRecords> =>
  http.call('withdrawRecords', { data: { pageNo: 1, pageSize: 10, ...query }, schema: withdrawRecordsSchema, signal });

// ── Transfer to upline ──
export const transferToUpline = ({ http, signal }: ApiContext, input: TransferUplineInput): Promise<TransferUpline> =>
  http.call('transferUpline', { data: { ...input }, schema: transferUplineSchema, signal });
