/**
 * Transfer to downline: the agent sends money to one or several members of
 * its own tree at once. Every leg, and every downline's inbox message, is
 * in one transaction under the request id: a balance too small for the total
 * moves nothing, and a retried request moves once.
 */
import { inArray } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { DownlineTransfer, DownlineTransferInput } from '../../../../src/services/schemas/agent';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { positiveCents } from '../funds/amounts';
import { lockMainWallets } from '../funds/locks';
import { nextId, referenceOf } from '../funds/references';
import { formatTransferMessage } from '../funds/transfer-upline';
import { applyMovement } from '../ledger';
import { fromCents } from '../money';
import { answerOnce } from '../request-replies';
import { brandCurrency } from '../wallet';
import { downlineIdsOf } from './downline-tree';
import { sendInboxMessage } from '../messages';

/** transfer_downline_msg (api-facts §7.6): {0} from, {1} to, {2} amount, {3} note; in the downline's language. */
const downlineMessages: Record<string, { title: string; body: string }> = {
  EN: { title: 'Transfer from your upline', body: '{0} transferred {2} to {1}. Note: {3}' },
  TY: { title: 'Paglipat mula sa iyong upline', body: 'Naglipat si {0} ng {2} kay {1}. Tala: {3}' },
};

interface Leg {
  downlineId: number;
  cents: bigint;
}

function legsOf(input: DownlineTransferInput): Leg[] {
  const seen = new Set<number>();
  return input.transfers.map((transfer, index) => {
    // One leg per downline: two legs to one account are almost always a slip of the form.
    if (seen.has(transfer.downlineId)) throw new DomainError(errorCodes.badRequest, 400, null, { [`transfers.${index}.downlineId`]: errorCodes.fieldInvalid });
    seen.add(transfer.downlineId);
    return { downlineId: transfer.downlineId, cents: positiveCents(transfer.amount, `transfers.${index}.amount`) };
  });
}

export async function transferToDownlines(db: Db, agent: Member, input: DownlineTransferInput, now: number): Promise<DownlineTransfer> {
  const legs = legsOf(input);
  const tree = await downlineIdsOf(db, agent.id);
  const outside = legs.find((leg) => !tree.has(leg.downlineId));
  if (outside) throw new DomainError(errorCodes.notDownline, 403, { downlineId: outside.downlineId });
  const currency = await brandCurrency(db);
  return answerOnce(db, { memberId: agent.id, requestId: input.requestId, call: 'agentDownlineTransfer' }, now, async (tx) => {
    await lockMainWallets(tx, [agent.id, ...legs.map((leg) => leg.downlineId)]);
    const downlines = await tx.select().from(members).where(inArray(members.id, legs.map((leg) => leg.downlineId)));
    const downlineOf = new Map(downlines.map((row) => [row.id, row]));
    const reference = referenceOf('A', now, await nextId(tx, 'ledger_entries'));
    const key = `downline:${agent.id}:${input.requestId}`;
    let balance = '';
    let total = 0n;
    const transfers = [];
    for (const leg of legs) {
      const downline = downlineOf.get(leg.downlineId)!;
      const sent = await applyMovement(tx, { memberId: agent.id, cents: -leg.cents, kind: 'transfer_out', idempotencyKey: `${key}:${leg.downlineId}:out`, reference, now });
      await applyMovement(tx, { memberId: downline.id, cents: leg.cents, kind: 'transfer_in', idempotencyKey: `${key}:${leg.downlineId}:in`, reference, now });
      const text = downlineMessages[downline.language] ?? downlineMessages.EN;
      const body = formatTransferMessage(text.body, [agent.account, downline.account, `${fromCents(leg.cents)} ${currency}`, input.note || '-']);
      await sendInboxMessage(tx, { memberId: downline.id, title: text.title, body, now });
      balance = sent.balanceAfter;
      total += leg.cents;
      transfers.push({ account: downline.account, amount: fromCents(leg.cents) });
    }
    return { reference, total: fromCents(total), balance, transfers };
  });
}
