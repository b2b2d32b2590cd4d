/**
 * Raising a member's VIP rank when settled turnover reaches the next
 * threshold, inside the transaction that settled the bet. A rank is only
 * ever raised: thresholds raised later leave earned ranks alone. The update
 * is conditional on the stored level, so two settlements at once raise it
 * (and send the inbox message) once.
 */
import { and, eq, lt } from 'drizzle-orm';
import { trialType } from '../../../../src/services/schemas/account';
import { members } from '../../db/schema';
import type { Tx } from '../ledger';
import { sendInboxMessage } from '../messages';
import type { VipRank } from '../../../../src/services/schemas/vip';
import { rankReached, vipRanks } from './ranks';
import { totalTurnoverCents } from './turnover';

const rankMessages: Record<string, { title: string; body: string }> = {
  EN: { title: 'Welcome to {0}', body: 'Your play has reached VIP rank {1}, {0}. Open VIP in the menu to see your privileges and the next rank.' },
  TY: { title: 'Maligayang pagdating sa {0}', body: 'Naabot ng iyong paglalaro ang VIP rank {1}, {0}. Buksan ang VIP sa menu para makita ang iyong mga pribilehiyo at ang susunod na rank.' },
};

const fill = (text: string, values: string[]): string => text.replace(/\{(\d)\}/g, (_, index: string) => values[Number(index)] ?? '');

type RankedMember = Pick<typeof members.$inferSelect, 'type' | 'rankLevel' | 'language'>;

/** What raiseRankIfDue reads before the turnover, when the caller has read it already (a round's settlement). */
export interface RankFacts {
  member: RankedMember | null;
  ranks: VipRank[];
}

export async function raiseRankIfDue(tx: Tx, memberId: number, now: number, known?: RankFacts): Promise<void> {
  const member = known
    ? known.member
    : (await tx.select({ type: members.type, rankLevel: members.rankLevel, language: members.language }).from(members).where(eq(members.id, memberId)).limit(1))[0];
  if (!member || member.type === trialType) return;
  const ranks = known?.ranks ?? (await vipRanks(tx));
  const reached = rankReached(ranks, await totalTurnoverCents(tx, memberId));
  if (reached <= member.rankLevel) return;
  const rank = ranks[reached - 1];
  const [raised] = await tx
    .update(members)
    .set({ rankLevel: reached, clubLabel: rank.name })
    .where(and(eq(members.id, memberId), lt(members.rankLevel, reached)))
    .returning({ id: members.id });
  if (!raised) return;
  const text = rankMessages[member.language] ?? rankMessages.EN;
  const values = [rank.name, String(reached)];
  await sendInboxMessage(tx, { memberId, title: fill(text.title, values), body: fill(text.body, values), now });
}
