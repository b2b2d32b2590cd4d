/**
 * An agent's downline tree: every account below it through members.upline_id,
 * at any depth. Every agent-centre read and action is restricted to it, so an
 * agent can never see or move money for another agent's team.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import type { Tx } from '../ledger';

/** Deeper than any real team; stops a corrupted upline cycle from recursing forever. */
const maxDepth = 50;

export interface TreeRow {
  id: number;
  uplineId: number;
  /** 1 for a direct downline, 2 for theirs, and so on. */
  level: number;
}

/** Every account below the agent with its upline and level; the agent itself is not in it. */
export async function treeRowsOf(db: Db | Tx, agentId: number): Promise<TreeRow[]> {
  const result = (await db.execute(sql`
    with recursive tree (id, upline_id, level) as (
      select id, upline_id, 1 from members where upline_id = ${agentId}
      union all
      select m.id, m.upline_id, tree.level + 1 from members m join tree on m.upline_id = tree.id
      where tree.level < ${maxDepth}
    )
    select id, min(upline_id) as upline_id, min(level) as level from tree where id <> ${agentId} group by id
  `)) as unknown as { rows: { id: number | string; upline_id: number | string; level: number | string }[] };
  return result.rows.map((row) => ({ id: Number(row.id), uplineId: Number(row.upline_id), level: Number(row.level) }));
}

/** The agent's descendants, member id → level (1 for a direct downline). */
export async function downlineIdsOf(db: Db | Tx, agentId: number): Promise<Map<number, number>> {
  return new Map((await treeRowsOf(db, agentId)).map((row) => [row.id, row.level]));
}

/** True when the member is anywhere below the agent. */
export async function isInTree(db: Db | Tx, agentId: number, memberId: number): Promise<boolean> {
  if (memberId === agentId) return false;
  const result = (await db.execute(sql`
    with recursive chain (id, upline_id, depth) as (
      select id, upline_id, 0 from members where id = ${memberId}
      union all
      select m.id, m.upline_id, chain.depth + 1 from members m join chain on m.id = chain.upline_id
      where chain.depth < ${maxDepth}
    )
    select 1 as found from chain where upline_id = ${agentId} limit 1
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** True when the member's upline is the agent (contracts are only between these two). */
export async function isDirectDownline(db: Db | Tx, agentId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.uplineId, agentId)))
    .limit(1);
  return row !== undefined;
}

/** Accounts below each member of the tree (its team size), from the tree's own rows. */
export function teamSizesOf(rows: TreeRow[]): Map<number, number> {
  const children = new Map<number, number[]>();
  for (const row of rows) children.set(row.uplineId, [...(children.get(row.uplineId) ?? []), row.id]);
  const sizes = new Map<number, number>();
  const sizeOf = (id: number): number => {
    const known = sizes.get(id);
    if (known !== undefined) return known;
    sizes.set(id, 0);
    const size = (children.get(id) ?? []).reduce((sum, child) => sum + 1 + sizeOf(child), 0);
    sizes.set(id, size);
    return size;
  };
  for (const row of rows) sizeOf(row.id);
  return sizes;
}
