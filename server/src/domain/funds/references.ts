/**
 * References members quote and operators search by: a letter, the day
 * (yymmdd, UTC) and the row id, e.g. D2611240001. The id comes from the
 * table's own sequence before the insert, so two requests can never get the
 * same reference and no retry loop is needed.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../ledger';

const dayMs = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `now` falls in: the day the daily withdrawal count is counted over. */
export const dayStart = (now: number): number => Math.floor(now / dayMs) * dayMs;

export function referenceOf(letter: string, now: number, id: number): string {
  const date = new Date(now);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${letter}${two(date.getUTCFullYear() % 100)}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}${String(id).padStart(4, '0')}`;
}

/** The next id of a serial table, taken before inserting the row that gets it (ledger ids number wallet moves, whose two legs share one). */
export async function nextId(tx: Tx, table: 'deposits' | 'withdrawals' | 'ledger_entries'): Promise<number> {
  const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0].id);
}
