/**
 * Affiliate codes: the code under which an agent recruits (registration's
 * affiliate field, the referral link). Every agent has one; a new agent gets
 * a fresh one that no member holds.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';
import { randomCode } from '../members';

/** 'AG' and six characters: about 10⁹ codes, so a clash is rare and another draw settles it. */
export async function freshAffiliateCode(db: Db | Tx): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = `AG${randomCode(6)}`;
    const [taken] = await db.select({ id: members.id }).from(members).where(eq(members.affiliateCode, code)).limit(1);
    if (!taken) return code;
  }
  throw new DomainError(errorCodes.internal, 500);
}

/** The agent's code; an agent made one by hand (without a code) gets one now, once. */
export async function affiliateCodeOf(db: Db, agentId: number): Promise<string> {
  const [agent] = await db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, agentId)).limit(1);
  if (agent?.code) return agent.code;
  await db
    .update(members)
    .set({ affiliateCode: await freshAffiliateCode(db) })
    .where(and(eq(members.id, agentId), isNull(members.affiliateCode)));
  const [now] = await db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, agentId)).limit(1);
  return now?.code ?? '';
}

export async function agentAffiliate(db: Db, agentId: number) {
  const affiliateCode = await affiliateCodeOf(db, agentId);
  const direct = await db.$count(members, eq(members.uplineId, agentId));
  return { affiliateCode, directMembers: Number(direct) };
}
