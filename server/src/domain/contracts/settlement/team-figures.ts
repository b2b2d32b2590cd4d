/**
 * The team's play in a settlement window, per member: the downline and
 * every account below it, settled bets only, by when they were placed. One
 * query with the tree as a recursive CTE, run inside the settlement's
 * transaction so the figures and the payment agree.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import type { Tx } from '../../ledger';
import { fromCents, toCents } from '../../money';
import type { MemberFigures } from './pay';

/** Deeper than any real team; stops a corrupted upline cycle from recursing forever. */
const maxDepth = 50;

export interface TeamWindow {
  downlineId: number;
  /** Inclusive. */
  from: number;
  /** Exclusive. */
  to: number;
  /** Smaller bets do not count. */
  minStake: bigint;
}

interface FigureRow {
  member_id: number | string;
  stake: string;
  payout: string;
  lost_stake: string;
  bets: number | string;
}

export async function teamFigures(db: Db | Tx, window: TeamWindow): Promise<MemberFigures[]> {
  if (window.to <= window.from) return [];
  const result = (await db.execute(sql`
    with recursive team (id, depth) as (
      select ${window.downlineId}::integer, 0
      union
      select m.id, team.depth + 1 from members m join team on m.upline_id = team.id where team.depth < ${maxDepth}
    )
    select b.member_id,
      sum(b.stake)::text as stake,
      sum(b.payout)::text as payout,
      coalesce(sum(b.stake) filter (where b.payout < b.stake), 0)::text as lost_stake,
      count(*) as bets
    from bets b
    where b.member_id in (select id from team)
      and b.status = 'settled'
      and b.created_at >= ${window.from} and b.created_at < ${window.to}
      and b.stake >= ${fromCents(window.minStake)}::numeric
    group by b.member_id
  `)) as unknown as { rows: FigureRow[] };
  return result.rows.map((row) => ({
    stake: toCents(row.stake),
    payout: toCents(row.payout),
    lostStake: toCents(row.lost_stake),
    bets: Number(row.bets),
  }));
}
