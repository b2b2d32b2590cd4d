/**
 * Affiliate applications, the operator's side: the list, and the decision
 * on one. Approval makes the account an agent (type 1) with an affiliate
 * code of its own, in the transaction that marks the application approved;
 * the decision is a conditional update on `pending`, so deciding twice
 * answers request.not.pending. The member hears either way in the inbox.
 */
import { and, desc, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { affiliateApplications, members } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
// The same {0}-style placeholders as the transfer messages.
import { formatTransferMessage as fillPlaceholders } from '../funds/transfer-upline';
import { isAgentType } from '../members';
import { freshAffiliateCode } from './affiliate-code';
import { subAgentType } from './register-downline';
import { publishChange } from '../live/publish';
import { sendInboxMessage } from '../messages';

export const affiliateApplicationStatuses = ['pending', 'approved', 'rejected'] as const;
export const operatorListLimit = 200;

const decisionMessages: Record<'approved' | 'rejected', Record<string, { title: string; body: string }>> = {
  approved: {
    EN: { title: 'Affiliate application approved', body: 'Your account is now an agent. Your affiliate code is {0}; open the agent centre to invite players.' },
    TY: { title: 'Naaprubahan ang aplikasyon bilang affiliate', body: 'Isa ka nang agent. Ang iyong affiliate code ay {0}; buksan ang agent centre para mag-imbita ng mga manlalaro.' },
  },
  rejected: {
    EN: { title: 'Affiliate application not approved', body: 'Your application to become an agent was not approved. Remark: {0}' },
    TY: { title: 'Hindi naaprubahan ang aplikasyon bilang affiliate', body: 'Hindi naaprubahan ang iyong aplikasyon bilang agent. Tala: {0}' },
  },
};

export async function listAffiliateApplications(db: Db, status?: string) {
  const rows = await db
    .select({ application: affiliateApplications, account: members.account })
    .from(affiliateApplications)
    .innerJoin(members, eq(members.id, affiliateApplications.memberId))
    .where(status ? eq(affiliateApplications.status, status) : undefined)
    .orderBy(desc(affiliateApplications.createdAt), desc(affiliateApplications.id))
    .limit(operatorListLimit);
  return rows.map(({ application, account }) => ({ ...application, account }));
}

export async function decideAffiliateApplication(db: Db, id: number, decision: { approve: boolean; remark?: string }, now: number) {
  const status = decision.approve ? 'approved' : 'rejected';
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(affiliateApplications)
      .set({ status, remark: decision.remark ?? '', decidedAt: now })
      .where(and(eq(affiliateApplications.id, id), eq(affiliateApplications.status, 'pending')))
      .returning();
    if (!row) return null;
    await publishChange(tx, row.memberId, ['applications']);
    const [member] = await tx.select().from(members).where(eq(members.id, row.memberId)).for('update');
    let affiliateCode = member.affiliateCode;
    if (decision.approve) {
      affiliateCode ??= await freshAffiliateCode(tx);
      await tx
        .update(members)
        .set({ type: isAgentType(member.type) ? member.type : subAgentType, affiliateCode })
        .where(eq(members.id, member.id));
    }
    const text = decisionMessages[status][member.language] ?? decisionMessages[status].EN;
    const body = fillPlaceholders(text.body, [decision.approve ? (affiliateCode ?? '') : row.remark || '-']);
    await sendInboxMessage(tx, { memberId: member.id, title: text.title, body, now });
    return { ...row, account: member.account, affiliateCode: decision.approve ? affiliateCode : null };
  });
  if (done) return done;
  const [row] = await db.select({ status: affiliateApplications.status }).from(affiliateApplications).where(eq(affiliateApplications.id, id)).limit(1);
  throw row ? new DomainError(errorCodes.requestNotPending, 409, { status: row.status }) : new DomainError(errorCodes.applicationNotFound, 404);
}
