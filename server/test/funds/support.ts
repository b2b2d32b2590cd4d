/**
 * Helpers for the money tests: funded members, request ids, the payment
 * password and a bank account set up the way a member would, operator calls
 * with the key, and the wallet-equals-ledger check.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Envelope } from '../../../src/services/envelope';
import type { WithdrawRecord } from '../../../src/services/schemas/funds';
import { settings, wallets } from '../../src/db/schema';
import { fundsSettingKeys, withdrawConfig, type WithdrawConfig } from '../../src/domain/funds/settings';
import { ledgerSum, moveMoney } from '../../src/domain/ledger';
import { hashPassword } from '../../src/domain/passwords';
import { fromCents, toCents } from '../../src/domain/money';
import type { TestGateway } from '../harness';
import { memberWithSession } from '../http';
import { send } from '../access/support';

export const operatorKey = 'test-operator-key-0123456789';

export const newRequestId = (): string => randomUUID();

export interface Funded {
  id: number;
  token: string;
}

/** A member with a session and `opening` in the main wallet, credited through the ledger. */
export async function fundedMember(gateway: TestGateway, opening = '1000.00', fields: Parameters<typeof memberWithSession>[1] = {}): Promise<Funded> {
  const member = await memberWithSession(gateway, fields);
  if (toCents(opening) > 0n) {
    await moveMoney(gateway.db, { memberId: member.id, cents: toCents(opening), kind: 'adjustment', idempotencyKey: `test-open:${member.id}`, now: gateway.deps.clock.now() });
  }
  return member;
}

export async function givePaymentPassword(gateway: TestGateway, token: string, password = '246810'): Promise<void> {
  const answer = await send(gateway, 'paymentPassword', { token, data: { newPassword: password, confirmPassword: password } });
  if (!answer.body.success) throw new Error(`payment password refused: ${answer.body.errorCode}`);
}

let accountCounter = 0;

export async function giveBankAccount(gateway: TestGateway, token: string): Promise<number> {
  const number = `${100000000 + ++accountCounter}${process.pid % 1000}`;
  const answer = await send<{ id: number }>(gateway, 'bankAccountAdd', { token, data: { bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNumber: number } });
  if (!answer.body.success) throw new Error(`bank account refused: ${answer.body.errorCode}`);
  return answer.body.value.id;
}

/** One scrypt hash of the test payment password per process: hashing costs more than the rest of a test. */
let paymentHash: Promise<string> | undefined;
export const testPaymentPassword = '246810';

/** A member ready to withdraw: funded, with a payment password and a bank account. */
export async function withdrawingMember(gateway: TestGateway, opening = '5000.00', fields: Parameters<typeof memberWithSession>[1] = {}) {
  paymentHash ??= hashPassword(testPaymentPassword);
  const member = await fundedMember(gateway, opening, { ...fields, paymentPasswordHash: await paymentHash });
  return { ...member, bankAccountId: await giveBankAccount(gateway, member.token), paymentPassword: testPaymentPassword };
}

export async function changeWithdrawConfig(gateway: TestGateway, change: Partial<WithdrawConfig>): Promise<void> {
  const value = { ...(await withdrawConfig(gateway.db)), ...change };
  await gateway.db.update(settings).set({ value }).where(eq(settings.key, fundsSettingKeys.withdraw));
}

export interface OperatorAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export async function operatorCall<T = unknown>(
  gateway: TestGateway,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { key?: string | null; authorization?: string; body?: unknown; ip?: string } = {},
): Promise<OperatorAnswer<T>> {
  const key = options.key === undefined ? operatorKey : options.key;
  const authorization = options.authorization ?? (key === null ? undefined : `Bearer ${key}`);
  const response = await fetch(new URL(`/operator${path}`, gateway.url), {
    method,
    headers: {
      ...(authorization ? { Authorization: authorization } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      // The test gateway trusts one proxy, so this names the caller's address.
      ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Every wallet of the member next to its ledger sum, in cents. */
export async function walletsAgainstLedger(gateway: TestGateway, memberId: number) {
  const rows = await gateway.db.select().from(wallets).where(eq(wallets.memberId, memberId));
  return Promise.all(
    rows.map(async (row) => ({ accountTypeId: row.accountTypeId, balance: toCents(row.balance), ledger: toCents(await ledgerSum(gateway.db, memberId, row.accountTypeId)) })),
  );
}

export async function balanceOf(gateway: TestGateway, memberId: number, accountTypeId = 0): Promise<string> {
  const rows = await gateway.db.select().from(wallets).where(eq(wallets.memberId, memberId));
  return fromCents(toCents(rows.find((row) => row.accountTypeId === accountTypeId)?.balance ?? '0'));
}

export type Withdrawing = Awaited<ReturnType<typeof withdrawingMember>>;

export const withdraw = (gateway: TestGateway, member: Withdrawing, amount: string, extra: Record<string, unknown> = {}) =>
  send<WithdrawRecord>(gateway, 'withdraw', {
    token: member.token,
    data: { requestId: newRequestId(), amount, bankAccountId: member.bankAccountId, paymentPassword: member.paymentPassword, ...extra },
  });

/** A withdrawal requested and paid: waiting for the member's confirmation. */
export async function paidWithdrawal(gateway: TestGateway, member: Withdrawing, amount: string): Promise<WithdrawRecord> {
  const asked = await withdraw(gateway, member, amount);
  if (!asked.body.success) throw new Error(`withdrawal refused: ${asked.body.errorCode}`);
  const paid = await operatorCall(gateway, 'POST', `/withdrawals/${asked.body.value.reference}/pay`);
  if (!paid.body.success) throw new Error(`pay refused: ${paid.body.errorCode}`);
  return asked.body.value;
}
