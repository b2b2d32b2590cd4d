/**
 * The upline offers terms to a direct downline: a new offer, or the answer
 * to the downline's request (named, or found open for the pair). One open
 * negotiation per pair and kind: a second offer while one waits is refused.
 * Carries a request id, so a retried submission answers the first offer.
 */
import { and, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import { agentTypes } from '../../../../src/services/schemas/account';
import { contractCallOf, headlineRateOf, type ContractActionAnswer, type ContractActionInput, type ContractKind } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import { contracts } from '../../db/schema';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { isDirectDownline } from '../agent/downline-tree';
import type { Tx } from '../ledger';
import { publishChanges } from '../live/publish';
import { answerOnce } from '../request-replies';
import { requireKindEnabled } from './kinds';
import { notifyParty } from './messages';
import { contractOfParty, moveContract, requireRole, requireStatus } from './parties';
import { validTerms } from './terms';
import { contractView } from './views';

type OfferInput = Extract<ContractActionInput, { action: 'offer' }>;
type Terms = ReturnType<typeof validTerms>;

export async function offerContract(db: Db, agent: Member, kind: ContractKind, input: OfferInput, now: number): Promise<ContractActionAnswer> {
  if (!(agentTypes as readonly number[]).includes(agent.type)) throw new DomainError(errorCodes.forbiddenAccountType, 403);
  await requireKindEnabled(db, kind);
  const terms = validTerms(kind, input.terms);
  if (!(await isDirectDownline(db, agent.id, input.downlineId))) throw new DomainError(errorCodes.notDownline, 403);
  return answerOnce(db, { memberId: agent.id, requestId: input.requestId, call: contractCallOf[kind] }, now, async (tx) => {
    const id = await (input.contractId !== undefined ? answerRequest(tx, agent, kind, input.contractId, input.downlineId, terms) : newOffer(tx, agent, kind, input.downlineId, terms, now));
    await notifyParty(tx, { recipientId: input.downlineId, event: 'offer', kind, actor: agent.account, detail: headlineRateOf(kind, terms), now });
    return { contract: await contractView(tx, id, agent.id), ended: [] };
  });
}

async function answerRequest(tx: Tx, agent: Member, kind: ContractKind, contractId: number, downlineId: number, terms: Terms): Promise<number> {
  const request = await contractOfParty(tx, contractId, kind, agent.id);
  requireRole(request, 'upline');
  if (request.row.downlineId !== downlineId) throw new DomainError(errorCodes.contractNotFound, 404);
  requireStatus(request, 'requested');
  return (await moveContract(tx, contractId, ['requested'], { status: 'offered', terms })).id;
}

async function newOffer(tx: Tx, agent: Member, kind: ContractKind, downlineId: number, terms: Terms, now: number): Promise<number> {
  const pair = and(eq(contracts.uplineId, agent.id), eq(contracts.downlineId, downlineId), eq(contracts.kind, kind));
  const [requested] = await tx.select({ id: contracts.id }).from(contracts).where(and(pair, eq(contracts.status, 'requested'))).limit(1);
  // The downline asked already: this offer is the answer, whether or not the form named the request.
  if (requested) return (await moveContract(tx, requested.id, ['requested'], { status: 'offered', terms })).id;
  // The partial unique index allows one open negotiation per pair and kind; a concurrent one makes this insert do nothing.
  const [row] = await tx
    .insert(contracts)
    .values({ kind, uplineId: agent.id, downlineId, status: 'offered', terms, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: contracts.id });
  if (!row) throw new DomainError(errorCodes.contractPending, 409);
  await publishChanges(tx, [agent.id, downlineId], ['contracts']);
  return row.id;
}
