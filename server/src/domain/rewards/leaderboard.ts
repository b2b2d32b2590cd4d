/**
 * The mission leaderboard: members ranked by the mission points they
 * claimed in the week or month (UTC), ties going to whoever got there first.
 * Accounts are masked; the caller also gets their own rank, wherever it is.
 */
import { eq, sql } from 'drizzle-orm';
import type { LeaderboardPeriod, MissionLeaderboard } from '../../../../src/services/schemas/rewards';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import { periodWindow } from './periods';

export const leaderboardSize = 20;

/** 'demo' → 'd**o', 'ab' → 'a*'. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}*`;
  return `${account[0]}${'*'.repeat(Math.min(account.length - 2, 4))}${account[account.length - 1]}`;
}

interface RankedRow {
  member_id: number;
  account: string;
  points: number;
  missions: number;
  rank: number;
}

export async function missionLeaderboard(db: Db, memberId: number, period: LeaderboardPeriod, now: number): Promise<MissionLeaderboard> {
  const window = periodWindow(period === 'weekly' ? 'weekly' : 'monthly', now);
  const endsAt = window.endsAt!;
  const result = (await db.execute(sql`
    with totals as (
      select member_id, sum(points)::int as points, count(*)::int as missions, max(created_at) as last_at
      from mission_claims
      where created_at >= ${window.startsAt} and created_at < ${endsAt}
      group by member_id
      having sum(points) > 0
    ), ranked as (
      select member_id, points, missions, (row_number() over (order by points desc, last_at asc, member_id asc))::int as rank
      from totals
    )
    select ranked.member_id, members.account, ranked.points, ranked.missions, ranked.rank
    from ranked join members on members.id = ranked.member_id
    where ranked.rank <= ${leaderboardSize} or ranked.member_id = ${memberId}
    order by ranked.rank
  `)) as unknown as { rows: RankedRow[] };
  const rows = result.rows.map((row) => ({ ...row, member_id: Number(row.member_id), points: Number(row.points), missions: Number(row.missions), rank: Number(row.rank) }));
  const mine = rows.find((row) => row.member_id === memberId);
  const [me] = await db.select({ account: members.account }).from(members).where(eq(members.id, memberId)).limit(1);
  return {
    period,
    startsAt: window.startsAt,
    endsAt,
    list: rows.filter((row) => row.rank <= leaderboardSize).map((row) => ({ rank: row.rank, account: maskAccount(row.account), points: row.points, missions: row.missions })),
    me: { rank: mine?.rank ?? null, account: me?.account ?? '', points: mine?.points ?? 0, missions: mine?.missions ?? 0 },
  };
}
