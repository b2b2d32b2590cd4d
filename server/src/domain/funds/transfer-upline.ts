/**
 * A downline sends money to its upline (only when the member has an upline
 * and is allowed to: `toUpline`). Both legs and the upline's inbox message
 * commit together, so the upline is told exactly when the money arrives.
 */
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { TransferUpline, TransferUplineInput } from '../../../../src/services/schemas/funds';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { applyMovement } from '../ledger';
import { sendInboxMessage } from '../messages';
import { fromCents } from '../money';
import { answerOnce } from '../request-replies';
import { brandCurrency } from '../wallet';
import { positiveCents } from './amounts';
import { lockMainWallets } from './locks';
import { nextId, referenceOf } from './references';
import type { MoneyRequest } from './wallets';

/** transfer_upline_msg (api-facts §7.6): {0} from, {1} to, {2} amount, {3} note; in the upline's language. */
const uplineMessages: Record<string, { title: string; body: string }> = {
  EN: { title: 'Transfer from your downline', body: '{0} transferred {2} to {1}. Note: {3}' },
  TY: { title: 'Paglipat mula sa iyong downline', body: 'Naglipat si {0} ng {2} kay {1}. Tala: {3}' },
};

export const formatTransferMessage = (template: string, values: string[]): string => template.replace(/\{(\d)\}/g, (_, index: string) => values[Number(index)] ?? '');

export async function transferToUpline(db: Db, member: Member, request: Omit<MoneyRequest, 'memberId'>, input: Omit<TransferUplineInput, 'requestId'>): Promise<TransferUpline> {
  const { requestId, now } = request;
  if (member.uplineId === null || !member.toUpline) throw new DomainError(errorCodes.noUpline, 403);
  const [upline] = await db.select().from(members).where(eq(members.id, member.uplineId)).limit(1);
  if (!upline) throw new DomainError(errorCodes.noUpline, 403);
  const cents = positiveCents(input.amount);
  const currency = await brandCurrency(db);
  return answerOnce(db, { memberId: member.id, requestId, call: 'transferUpline' }, now, async (tx) => {
    await lockMainWallets(tx, [member.id, upline.id]);
    const reference = referenceOf('U', now, await nextId(tx, 'ledger_entries'));
    const key = `upline:${member.id}:${requestId}`;
    const sent = await applyMovement(tx, { memberId: member.id, cents: -cents, kind: 'transfer_out', idempotencyKey: `${key}:out`, reference, now });
    await applyMovement(tx, { memberId: upline.id, cents, kind: 'transfer_in', idempotencyKey: `${key}:in`, reference, now });
    const text = uplineMessages[upline.language] ?? uplineMessages.EN;
    const body = formatTransferMessage(text.body, [member.account, upline.account, `${fromCents(cents)} ${currency}`, input.note || '-']);
    await sendInboxMessage(tx, { memberId: upline.id, title: text.title, body, now });
    return { reference, amount: fromCents(cents), upline: upline.account, balance: sent.balanceAfter };
  });
}

