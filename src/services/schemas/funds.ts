/**
 * Inputs and answers of the member centre's money calls: wallets and
 * transfers, deposits, withdrawals, bank accounts, transfer to upline and
 * withdrawal confirmation. The gateway validates inputs and builds answers
 * with these, the portal validates answers and builds its forms' rules from
 * the same limits: one definition of every field.
 *
 * Amounts travel as decimal strings with at most two places ('12.30'), never
 * as floating-point numbers, so no rounding error reaches a balance or a sum.
 */
import * as v from 'valibot';

/** A positive amount as typed by the member: digits, optional two decimals. */
export const moneyTextPattern = /^\d{1,13}(\.\d{1,2})?$/;
export const moneyInputSchema = v.pipe(v.string(), v.trim(), v.regex(moneyTextPattern, 'field.invalid'));
/** An amount in an answer: '12.30' or '-5.00'. */
export const moneySchema = v.pipe(v.string(), v.regex(/^-?\d{1,16}\.\d{2}$/));

/**
 * The id the portal generates for one submission of a money form and sends
 * again when it retries: the gateway answers a repeated id with the first
 * answer instead of moving money twice.
 */
export const requestIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'field.invalid'));

/** Far past any real list, and small enough that the row offset stays a PostgreSQL bigint (1e300 made it Infinity and a 500). */
const maxPageNo = 100_000;

export const pageInputEntries = {
  pageNo: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(maxPageNo)), 1),
  pageSize: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)), 10),
};

/** A period as epoch milliseconds, picked by the member's date presets in their own time zone. */
export const periodInputEntries = {
  startTime: v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0)),
  endTime: v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0)),
};

export const pagedSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({ list: v.array(item), pageNo: v.number(), totalPages: v.number(), total: v.number() });

// ── Wallets ────────────────────────────────────────────────────────────────

export const walletItemSchema = v.object({
  /** 0 is the main wallet. */
  accountTypeId: v.number(),
  vendor: v.string(),
  name: v.string(),
  balance: moneySchema,
  maintenance: v.boolean(),
});
export type WalletItem = v.InferOutput<typeof walletItemSchema>;

/** GCS_merchantWallet: the wallets the member can move money between; isSingle 1 hides the game wallets. */
export const merchantWalletSchema = v.object({ isSingle: v.picklist([0, 1]), wallets: v.array(walletItemSchema) });
export type MerchantWallet = v.InferOutput<typeof merchantWalletSchema>;

export const walletTransferInputSchema = v.object({
  requestId: requestIdSchema,
  fromAccountTypeId: v.pipe(v.number(), v.integer(), v.minValue(0)),
  toAccountTypeId: v.pipe(v.number(), v.integer(), v.minValue(0)),
  amount: moneyInputSchema,
});
export type WalletTransferInput = v.InferOutput<typeof walletTransferInputSchema>;

/** Transfer and recall answer with every wallet after the move. */
export const walletMoveSchema = v.object({ reference: v.string(), moved: moneySchema, wallets: v.array(walletItemSchema) });
export type WalletMove = v.InferOutput<typeof walletMoveSchema>;

export const walletRecallInputSchema = v.object({ requestId: requestIdSchema });

// ── Deposits ───────────────────────────────────────────────────────────────

export const depositChannelSchema = v.object({
  code: v.string(),
  name: v.string(),
  kind: v.string(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  /** Where to send the money: bank name, account name, account number, wallet number. */
  payee: v.record(v.string(), v.string()),
  tutorial: v.array(v.string()),
});
export type DepositChannel = v.InferOutput<typeof depositChannelSchema>;

export const depositSettingsSchema = v.object({ channels: v.array(depositChannelSchema), pendingCount: v.number() });
export type DepositSettings = v.InferOutput<typeof depositSettingsSchema>;

export const depositInputSchema = v.object({ requestId: requestIdSchema, channelCode: v.pipe(v.string(), v.minLength(1)), amount: moneyInputSchema });
export type DepositInput = v.InferOutput<typeof depositInputSchema>;

export const requestStatuses = ['pending', 'approved', 'rejected', 'paid'] as const;

export const depositRecordSchema = v.object({
  id: v.number(),
  reference: v.string(),
  channelCode: v.string(),
  channelName: v.string(),
  amount: moneySchema,
  status: v.picklist(['pending', 'approved', 'rejected']),
  remark: v.string(),
  createdAt: v.number(),
  decidedAt: v.nullable(v.number()),
});
export type DepositRecord = v.InferOutput<typeof depositRecordSchema>;
export const depositRecordsSchema = pagedSchema(depositRecordSchema);

// ── Withdrawals ────────────────────────────────────────────────────────────

export const withdrawSettingsSchema = v.object({
  minAmount: moneySchema,
  maxAmount: moneySchema,
  /** Percent of the amount taken as a penalty charge, e.g. '1.50'. */
  withdrawPenaltyCharge: v.string(),
  /** 'Y': paid withdrawals wait for the member's confirmation of receipt. */
  c2cEnabled: v.picklist(['Y', 'N']),
  /** Minutes the member has to confirm a paid withdrawal before it counts as received. */
  confirmMinutes: v.number(),
  hasPaymentPassword: v.boolean(),
  /** Main-wallet balance that can be withdrawn now. */
  availableBalance: moneySchema,
  dailyCount: v.number(),
  dailyCountLimit: v.number(),
});
export type WithdrawSettings = v.InferOutput<typeof withdrawSettingsSchema>;

/** Withdrawal (payment) password: six digits. */
export const paymentPasswordPattern = /^\d{6}$/;

export const withdrawInputSchema = v.object({
  requestId: requestIdSchema,
  amount: moneyInputSchema,
  bankAccountId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  paymentPassword: v.pipe(v.string(), v.regex(paymentPasswordPattern, 'field.invalid')),
});
export type WithdrawInput = v.InferOutput<typeof withdrawInputSchema>;

/** Receipt states of a paid withdrawal (null before it is paid, or when confirmation is off). */
export const confirmStatuses = ['awaiting', 'received', 'partial', 'not_received', 'forced'] as const;
export type ConfirmStatus = (typeof confirmStatuses)[number];

export const withdrawRecordSchema = v.object({
  id: v.number(),
  reference: v.string(),
  amount: moneySchema,
  charge: moneySchema,
  bankName: v.string(),
  /** Last four digits only: '•••• 6789'. */
  accountNumberMasked: v.string(),
  status: v.picklist(['pending', 'paid', 'rejected']),
  remark: v.string(),
  createdAt: v.number(),
  decidedAt: v.nullable(v.number()),
  confirmStatus: v.nullable(v.picklist(confirmStatuses)),
  confirmDeadline: v.nullable(v.number()),
  receivedAmount: v.nullable(moneySchema),
});
export type WithdrawRecord = v.InferOutput<typeof withdrawRecordSchema>;
export const withdrawRecordsSchema = pagedSchema(withdrawRecordSchema);

export const bankAccountSchema = v.object({ id: v.number(), bankName: v.string(), accountName: v.string(), accountNumberMasked: v.string() });
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;
/** The member's accounts and the banks a new one may be at. */
export const bankAccountsSchema = v.object({ list: v.array(bankAccountSchema), banks: v.array(v.string()), limit: v.number() });
export type BankAccounts = v.InferOutput<typeof bankAccountsSchema>;

export const bankAccountInputSchema = v.object({
  bankName: v.pipe(v.string(), v.trim(), v.minLength(1, 'field.required')),
  accountName: v.pipe(v.string(), v.trim(), v.minLength(2, 'field.invalid'), v.maxLength(60, 'field.invalid')),
  accountNumber: v.pipe(v.string(), v.trim(), v.regex(/^\d{6,20}$/, 'field.invalid')),
});
export type BankAccountInput = v.InferOutput<typeof bankAccountInputSchema>;

/** Set (no old password yet) or change the withdrawal password; encrypted like the login password. */
export const paymentPasswordInputSchema = v.object({
  oldPassword: v.optional(v.string()),
  newPassword: v.pipe(v.string(), v.regex(paymentPasswordPattern, 'field.invalid')),
  confirmPassword: v.string(),
});
export type PaymentPasswordInput = v.InferOutput<typeof paymentPasswordInputSchema>;
export const paymentPasswordAnswerSchema = v.object({ hasPaymentPassword: v.literal(true) });

// ── Transfer to upline ─────────────────────────────────────────────────────

export const transferNoteMax = 100;
export const transferUplineInputSchema = v.object({
  requestId: requestIdSchema,
  amount: moneyInputSchema,
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(transferNoteMax, 'field.invalid')), ''),
});
export type TransferUplineInput = v.InferOutput<typeof transferUplineInputSchema>;
export const transferUplineSchema = v.object({ reference: v.string(), amount: moneySchema, upline: v.string(), balance: moneySchema });
export type TransferUpline = v.InferOutput<typeof transferUplineSchema>;

// ── Withdrawal confirmation (spec §4, api-facts §7.7) ─────────────────────

export const proofImageTypes = ['image/png', 'image/jpeg'] as const;
export const proofImageMaxBytes = 5 * 1024 * 1024;

export const confirmationItemSchema = v.object({
  id: v.number(),
  reference: v.string(),
  amount: moneySchema,
  paidAt: v.number(),
  /** After this moment the withdrawal counts as received. */
  deadline: v.number(),
});
export type ConfirmationItem = v.InferOutput<typeof confirmationItemSchema>;

export const withdrawalConfirmationsSchema = v.object({ confirmMinutes: v.number(), list: v.array(confirmationItemSchema) });
export type WithdrawalConfirmations = v.InferOutput<typeof withdrawalConfirmationsSchema>;

export const confirmAnswers = ['received', 'partial', 'not_received', 'all_received'] as const;
export type ConfirmAnswer = (typeof confirmAnswers)[number];

export const withdrawalConfirmInputSchema = v.variant('answer', [
  v.object({ answer: v.literal('received'), id: v.number() }),
  v.object({ answer: v.literal('partial'), id: v.number(), receivedAmount: moneyInputSchema }),
  /** The proof is a data URL: `data:image/png;base64,...` (png or jpg, at most 5 MB). */
  v.object({ answer: v.literal('not_received'), id: v.number(), proofImage: v.pipe(v.string(), v.minLength(1, 'withdrawal.proof.required')) }),
  v.object({ answer: v.literal('all_received') }),
]);
export type WithdrawalConfirmInput = v.InferOutput<typeof withdrawalConfirmInputSchema>;

/** What each answered withdrawal became; `remainder` is what a partial receipt left unreceived. */
export const withdrawalConfirmResultSchema = v.object({
  confirmed: v.array(v.object({ id: v.number(), confirmStatus: v.picklist(confirmStatuses), receivedAmount: moneySchema, remainder: moneySchema })),
});
export type WithdrawalConfirmResult = v.InferOutput<typeof withdrawalConfirmResultSchema>;
