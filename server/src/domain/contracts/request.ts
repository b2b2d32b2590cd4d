/**
 * A downline asks its upline agent for a contract of one kind; the upline
 * answers with an offer (or rejects). Only one open negotiation per pair and
 * kind. Carries a request id, so a retried submission answers the first.
 */
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import { agentTypes } from '../../../../src/services/schemas/account';
import { contractCallOf, type ContractActionAnswer, type ContractActionInput, type ContractKind } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import { contracts, members } from '../../db/schema';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { publishChanges } from '../live/publish';
import { answerOnce } from '../request-replies';
import { requireKindEnabled } from './kinds';
import { notifyParty } from './messages';
import { contractView } from './views';

type RequestInput = Extract<ContractActionInput, { action: 'request' }>;

export async function requestContract(db: Db, member: Member, kind: ContractKind, input: RequestInput, now: number): Promise<ContractActionAnswer> {
  await requireKindEnabled(db, kind);
  const [upline] = member.uplineId === null ? [] : await db.select().from(members).where(eq(members.id, member.uplineId)).limit(1);
  // Only an agent offers contracts, so only an agent's direct downline has someone to ask.
  if (!upline || !(agentTypes as readonly number[]).includes(upline.type)) throw new DomainError(errorCodes.notDownline, 403);
  return answerOnce(db, { memberId: member.id, requestId: input.requestId, call: contractCallOf[kind] }, now, async (tx) => {
    const [row] = await tx
      .insert(contracts)
      .values({ kind, uplineId: upline.id, downlineId: member.id, status: 'requested', terms: null, note: input.note, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: contracts.id });
    if (!row) throw new DomainError(errorCodes.contractPending, 409);
    await publishChanges(tx, [upline.id, member.id], ['contracts']);
    await notifyParty(tx, { recipientId: upline.id, event: 'request', kind, actor: member.account, detail: input.note, now });
    return { contract: await contractView(tx, row.id, member.id), ended: [] };
  });
}
