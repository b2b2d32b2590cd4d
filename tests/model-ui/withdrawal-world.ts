/**
 * The funds side of the withdrawal-confirmation UI paths, made the way the
 * gateway's own code does it and on the gateway's clock: a member with money,
 * a bank account and a withdrawal password; withdrawals requested and paid by
 * the operator; answers given "on the side", as another tab would; and a
 * deadline that passed on the gateway while the screen still counts down.
 */
import { and, eq } from 'drizzle-orm';
import { settings, withdrawals } from '../../server/src/db/schema';
import { addBankAccount } from '../../server/src/domain/funds/bank-accounts';
import { confirmWithdrawal } from '../../server/src/domain/funds/confirmations';
import { payWithdrawal } from '../../server/src/domain/funds/operator-actions';
import { setPaymentPassword } from '../../server/src/domain/funds/payment-password';
import { defaultWithdrawConfig, fundsSettingKeys } from '../../server/src/domain/funds/settings';
import { requestWithdrawal } from '../../server/src/domain/funds/withdrawals';
import type { Member } from '../../server/src/http/context';
import type { TestGateway } from '../e2e/support/gateway';
import { freshMember } from '../e2e/support/fresh-member';

const paymentPassword = '246810';
let serial = 0;

export interface FundsMember {
  member: Member;
  bankAccountId: number;
  login: { username: string; password: string };
}

export async function fundsMember(gateway: TestGateway): Promise<FundsMember> {
  const now = gateway.deps.clock.now();
  // Paths make several withdrawals a day each; the daily limit is not what they test.
  const value = { ...defaultWithdrawConfig, dailyCountLimit: 10_000 };
  await gateway.db.insert(settings).values({ key: fundsSettingKeys.withdraw, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  const { member, login } = await freshMember(gateway, 'wcui', '100000.00');
  await setPaymentPassword(gateway.db, member, { newPassword: paymentPassword, confirmPassword: paymentPassword }, now);
  const account = await addBankAccount(gateway.db, member.id, { bankName: 'BDO Unibank', accountName: 'Model Member', accountNumber: `66${String(member.id).padStart(8, '0')}` }, now);
  return { member, bankAccountId: account.id, login };
}

/** One withdrawal of 100.00, requested and paid now: it waits for the member's answer until its deadline. */
export async function paidWithdrawal(gateway: TestGateway, funds: FundsMember): Promise<void> {
  const now = gateway.deps.clock.now();
  const record = await requestWithdrawal(gateway.db, funds.member, { requestId: `ui-withdraw-${process.pid}-${++serial}`, now }, { amount: '100.00', bankAccountId: funds.bankAccountId, paymentPassword });
  await payWithdrawal(gateway.db, record.reference, now);
}

/** Withdrawals still open for an answer on the gateway's clock. */
export async function awaitingIds(gateway: TestGateway, funds: FundsMember): Promise<number[]> {
  const now = gateway.deps.clock.now();
  const rows = await gateway.db
    .select({ id: withdrawals.id, deadline: withdrawals.confirmDeadline })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, funds.member.id), eq(withdrawals.confirmStatus, 'awaiting')));
  return rows.filter((row) => (row.deadline ?? 0) > now).map((row) => row.id);
}

/** The member answers in another tab: the withdrawal is received before this tab's answer arrives. */
export const answerOnTheSide = (gateway: TestGateway, funds: FundsMember, id: number) =>
  confirmWithdrawal(gateway.db, funds.member.id, { answer: 'received', id }, gateway.deps.clock.now());

/** The deadline passes on the gateway while the screen, loaded earlier, still shows time left. */
export async function expireOnGateway(gateway: TestGateway, id: number): Promise<void> {
  await gateway.db.update(withdrawals).set({ confirmDeadline: gateway.deps.clock.now() - 1 }).where(eq(withdrawals.id, id));
}
