/**
 * Which members an agent-centre read covers: the caller's whole tree, or the
 * one downline its `account` filter names. A name outside the tree (another
 * agent's player, or no one) gives an empty scope, so the page answers with
 * nothing rather than telling the caller whether that account exists.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import { normaliseAccount } from '../members';
import { treeRowsOf, type TreeRow } from './downline-tree';

export interface TeamScope {
  /** The caller's whole tree. */
  rows: TreeRow[];
  /** Member id → level, for every member the read covers. */
  levels: Map<number, number>;
  ids: number[];
}

export async function teamScope(db: Db, agentId: number, account = ''): Promise<TeamScope> {
  const rows = await treeRowsOf(db, agentId);
  let covered = rows;
  if (account.trim() !== '') {
    const [named] = await db.select({ id: members.id }).from(members).where(eq(members.account, normaliseAccount(account))).limit(1);
    covered = rows.filter((row) => row.id === named?.id);
  }
  const levels = new Map(covered.map((row) => [row.id, row.level]));
  return { rows, levels, ids: [...levels.keys()] };
}

export const emptyPage = { list: [], pageNo: 1, totalPages: 0, total: 0 };
