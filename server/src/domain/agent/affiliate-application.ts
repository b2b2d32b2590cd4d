/**
 * Affiliate application, the member's side: a member asks to become an
 * agent and sees where the request stands. One pending application per
 * member (a unique index holds it even for two requests at once); an agent
 * has nothing to apply for.
 */
import { and, desc, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { AffiliateApplication, AffiliateApplyInput } from '../../../../src/services/schemas/agent';
import type { Db } from '../../db';
import { affiliateApplications } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { publishChange } from '../live/publish';
import { isAgentType } from '../members';
import { answerOnce } from '../request-replies';

type ApplicationRow = typeof affiliateApplications.$inferSelect;

const answerOf = (row: ApplicationRow, affiliateCode: string | null): AffiliateApplication => ({
  status: row.status as AffiliateApplication['status'],
  appliedAt: row.createdAt,
  decidedAt: row.decidedAt,
  remark: row.remark,
  affiliateCode: row.status === 'approved' ? affiliateCode : null,
});

async function latestOf(db: Db, memberId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(affiliateApplications)
    .where(eq(affiliateApplications.memberId, memberId))
    .orderBy(desc(affiliateApplications.createdAt), desc(affiliateApplications.id))
    .limit(1);
  return row;
}

export async function affiliateApplication(db: Db, member: Member): Promise<AffiliateApplication> {
  const latest = await latestOf(db, member.id);
  if (latest) return answerOf(latest, member.affiliateCode);
  // An agent made by other means than an application: it is where an approval would have brought it.
  if (isAgentType(member.type)) return { status: 'approved', appliedAt: null, decidedAt: null, remark: '', affiliateCode: member.affiliateCode };
  return { status: 'none', appliedAt: null, decidedAt: null, remark: '', affiliateCode: null };
}

export async function applyForAffiliate(db: Db, member: Member, input: AffiliateApplyInput, now: number): Promise<AffiliateApplication> {
  const pending = () => new DomainError(errorCodes.affiliatePending, 409);
  try {
    // The checks run inside: a retried request answers what it answered the first time, even once the application is pending.
    return await answerOnce(db, { memberId: member.id, requestId: input.requestId, call: 'affiliateApply' }, now, async (tx) => {
      if (isAgentType(member.type)) throw new DomainError(errorCodes.affiliateAlreadyAgent, 409);
      const [open] = await tx
        .select({ id: affiliateApplications.id })
        .from(affiliateApplications)
        .where(and(eq(affiliateApplications.memberId, member.id), eq(affiliateApplications.status, 'pending')))
        .limit(1);
      if (open) throw pending();
      const [row] = await tx.insert(affiliateApplications).values({ memberId: member.id, intro: input.intro, contact: input.contact, createdAt: now }).returning();
      await publishChange(tx, member.id, ['applications']);
      return answerOf(row, null);
    });
  } catch (error) {
    // Another request of this member committed its application first.
    if (isUniqueViolation(error)) throw pending();
    throw error;
  }
}
