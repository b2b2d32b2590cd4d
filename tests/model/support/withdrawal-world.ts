/**
 * The funds side of the model tests' world: a member with money, a bank
 * account and a withdrawal password and a live session; withdrawals of
 * theirs made and paid the way the gateway's own code does it (requested,
 * then paid by the operator), so each waits for the member's confirmation;
 * answers given "on the side", as another tab would; and the picked files
 * the replay turns proof markers into.
 */
import { and, eq } from 'drizzle-orm';
import { settings, withdrawals } from '../../../server/src/db/schema';
import { addBankAccount } from '../../../server/src/domain/funds/bank-accounts';
import { confirmWithdrawal } from '../../../server/src/domain/funds/confirmations';
import { payWithdrawal } from '../../../server/src/domain/funds/operator-actions';
import { setPaymentPassword } from '../../../server/src/domain/funds/payment-password';
import { defaultWithdrawConfig, fundsSettingKeys } from '../../../server/src/domain/funds/settings';
import { requestWithdrawal } from '../../../server/src/domain/funds/withdrawals';
import { createMember } from '../../../server/src/domain/members';
import { openSession } from '../../../server/src/domain/sessions';
import type { Member } from '../../../server/src/http/context';
import { createPathClient, memoryStores, uniqueSuffix, type PathClient, type World } from './access-world';

const paymentPassword = '246810';
let serial = 0;

/** Paths make several withdrawals a day each; the daily limit is not what they test. */
export async function allowManyWithdrawals(world: World): Promise<void> {
  const value = { ...defaultWithdrawConfig, dailyCountLimit: 10_000 };
  await world.gateway.db.insert(settings).values({ key: fundsSettingKeys.withdraw, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

export interface FundsMember {
  member: Member;
  bankAccountId: number;
  client: PathClient;
}

export async function fundsMember(world: World): Promise<FundsMember> {
  const { db } = world.gateway;
  const now = world.now();
  const member = await createMember(db, { account: `wc${uniqueSuffix()}`, password: null, openingBalance: '100000.00', now });
  await setPaymentPassword(db, member, { newPassword: paymentPassword, confirmPassword: paymentPassword }, now);
  const account = await addBankAccount(db, member.id, { bankName: 'BDO Unibank', accountName: 'Model Member', accountNumber: `77${String(member.id).padStart(8, '0')}` }, now);
  const stores = memoryStores();
  stores.store.write(await openSession(world.gateway.deps, member.id));
  return { member, bankAccountId: account.id, client: createPathClient(world, stores.store) };
}

/** A withdrawal requested and paid now: it waits for the member's answer until its deadline. */
export async function paidWithdrawal(world: World, funds: FundsMember, amount = '100.00'): Promise<string> {
  const { db } = world.gateway;
  const now = world.now();
  const record = await requestWithdrawal(db, funds.member, { requestId: `model-withdraw-${process.pid}-${++serial}`, now }, { amount, bankAccountId: funds.bankAccountId, paymentPassword });
  await payWithdrawal(db, record.reference, now);
  return record.reference;
}

export async function awaitingIds(world: World, funds: FundsMember): Promise<number[]> {
  const now = world.now();
  const rows = await world.gateway.db
    .select({ id: withdrawals.id, deadline: withdrawals.confirmDeadline })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, funds.member.id), eq(withdrawals.confirmStatus, 'awaiting')));
  return rows.filter((row) => (row.deadline ?? 0) > now).map((row) => row.id);
}

/** The member answers in another tab: the withdrawal is received before this tab's answer arrives. */
export const answerOnTheSide = (world: World, funds: FundsMember, id: number) => confirmWithdrawal(world.gateway.db, funds.member.id, { answer: 'received', id }, world.now());

export async function withdrawalRow(world: World, id: number) {
  const [row] = await world.gateway.db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return row;
}

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const gif = new TextEncoder().encode('GIF89a');

/** Real files for the model's proof markers. */
export const proofFiles: Record<string, () => Blob> = {
  'case:png': () => new Blob([png, new Uint8Array(2_032)], { type: 'image/png' }),
  'case:renamed': () => new Blob([gif, new Uint8Array(2_042)], { type: 'image/png' }),
  'case:gif': () => new Blob([gif, new Uint8Array(2_042)], { type: 'image/gif' }),
  'case:large': () => new Blob([Uint8Array.from([0xff, 0xd8, 0xff]), new Uint8Array(5 * 1024 * 1024 - 2)], { type: 'image/jpeg' }),
};
