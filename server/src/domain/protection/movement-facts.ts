/**
 * What the checks of one movement need to know, read by the statement that
 * writes its ledger row (RETURNING subqueries) instead of a read per check:
 * the break in force, a reality check due, the limits of the movement's
 * kinds with the ledger's usage of them, and whether bonus wagering is open.
 * That statement runs after the balance update has locked the wallet row, so
 * it reads what every earlier movement of the member committed, as each
 * check's own read did; its snapshot predates the row it writes, so usage
 * counts the earlier movements only. A check refuses by throwing, which
 * rolls the ledger row back with the rest of the transaction.
 *
 * A fact not asked for stays undefined and its check reads for itself, so a
 * check whose rule changes never trusts a fact read under another rule. The
 * statement's text is the same for every movement (what it reads is chosen
 * by parameters), so it stays one named, prepared statement.
 */
import { sql } from 'drizzle-orm';
import { limitWindowMs, limitWindows, type LimitKind, type LimitWindow } from '../../../../src/services/schemas/limits';
import type { MoneyMovement } from '../ledger';
import { toCents } from '../money';
import { roleOf } from '../wagering/follow-movement';
import { isPlayMovement as breakApplies } from './breaks/break-check';
import type { BreakInForce } from './breaks/in-force';
import { kindsFor } from './limits/limit-check';
import type { LimitRow } from './limits/rows';
import { countedAmountSql, countedKindSql, ledgerKinds, usageOfSums, type Usage } from './limits/usage';
import { isPlayMovement as realityApplies } from './session-time/reality-check';

export type LimitFact = Pick<LimitRow, 'kind' | 'window' | 'amount'>;

export interface MovementFacts {
  /** The break that holds longest, or null; undefined when not read. */
  held?: BreakInForce | null;
  /** When a due, unanswered reality check of a live session fell due, or null; undefined when not read. */
  realityDueAt?: number | null;
  /** The limits of the movement's kinds with their usage; undefined when not read. */
  limits?: { rows: LimitFact[]; usage: (kind: LimitKind) => Usage };
  /** Whether the member has an open bonus requirement; undefined when not read. */
  wageringOpen?: boolean;
}

const countedKinds = [...new Set(Object.values(ledgerKinds).flat())];
const longest = Math.max(...Object.values(limitWindowMs));
const entry = { kind: sql.raw('e.kind'), accountTypeId: sql.raw('e.account_type_id'), amount: sql.raw('e.amount') };

/** The values the fact columns read with, by placeholder name (movementFactValues fills them). */
export interface MovementFactValues {
  memberId: number;
  now: number;
  readBreak: boolean;
  readReality: boolean;
  firstLimit: string | null;
  secondLimit: string | null;
  readWagering: boolean;
  reads: string;
}

const slot = (name: keyof MovementFactValues) => sql.placeholder(name);
const [memberId, now, first, second] = [slot('memberId'), slot('now'), slot('firstLimit'), slot('secondLimit')];
/** A moment `ms` before now, as the statement computes it (one text for every movement). */
const before = (ms: number) => sql`(${now}::bigint - ${sql.raw(String(ms))})`;
const limitRows = sql`from protection_limits l where l.member_id = ${memberId} and l.kind in (${first}::text, ${second}::text)`;
// Transfer legs on a game vendor's wallet count as stakes and returns (usage.ts).
const countedKind = countedKindSql(entry);
const countedAmount = countedAmountSql(entry);
const sums = countedKinds.flatMap((kind) =>
  limitWindows.map(
    (window) =>
      sql`${sql.raw(`'${kind}:${window}'`)}::text, coalesce(sum(case when ${countedKind} = ${sql.raw(`'${kind}'`)}::text and e.created_at > ${before(limitWindowMs[window])} then ${countedAmount} else 0 end), 0)::text`,
  ),
);

/**
 * The RETURNING columns of the ledger insert that read the facts a movement needs: one text for every movement
 * (what it reads is chosen by the values of movementFactValues), so it is rendered once and stays one named
 * statement.
 */
export const movementFactColumns = {
  held: sql<unknown>`case when ${slot('readBreak')}::boolean then (
      select json_build_object('id', b.id, 'kind', b.kind, 'startedAt', b.started_at, 'endsAt', b.ends_at, 'releasedAt', b.released_at, 'liftRequestedAt', b.lift_requested_at)
      from protection_breaks b where b.member_id = ${memberId} and (b.released_at is null or b.released_at > ${now}::bigint)
      order by b.released_at desc nulls first, b.id desc limit 1) end`,
  realityDueAt: sql<string | number | null>`case when ${slot('readReality')}::boolean then (
      select c.check_due_at from protection_session_clocks c inner join sessions s on s.token_hash = c.session_hash
      where c.member_id = ${memberId} and c.check_due_at <= ${now}::bigint and s.revoked_at is null and s.expires_at > ${now}::bigint limit 1) end`,
  limitRows: sql<unknown>`case when ${first}::text is not null then (select json_agg(json_build_object('kind', l.kind, 'window', l.limit_window, 'amount', l.amount::text)) ${limitRows}) end`,
  limitSums: sql<unknown>`case when exists (select 1 ${limitRows}) then (
      select json_build_object(${sql.join(sums, sql`, `)}) from ledger_entries e
      where e.member_id = ${memberId} and e.created_at > ${before(longest)} and ${countedKind} in (${sql.raw(countedKinds.map((kind) => `'${kind}'::text`).join(', '))})) end`,
  wageringOpen: sql<
    boolean | null
  >`case when ${slot('readWagering')}::boolean then exists (select 1 from bonus_requirements r where r.member_id = ${memberId} and r.status = 'open') end`,
  reads: sql<string>`${slot('reads')}::text`,
};

/** What the fact columns read for `movement`. */
export function movementFactValues(movement: MoneyMovement): MovementFactValues {
  const readBreak = breakApplies(movement);
  const readReality = realityApplies(movement);
  // Two kinds at most (a stake's loss and wager); a movement with one names it twice, one with none reads no limit.
  const [firstLimit = null, secondLimit = firstLimit] = kindsFor(movement) ?? [];
  const readWagering = roleOf(movement) !== null;
  const reads = [readBreak, readReality, firstLimit !== null, readWagering].map(Number).join('');
  return { memberId: movement.memberId, now: movement.now, readBreak, readReality, firstLimit, secondLimit, readWagering, reads };
}

interface FactsRow {
  held: unknown;
  realityDueAt: string | number | null;
  limitRows: unknown;
  limitSums: unknown;
  wageringOpen: boolean | null;
  reads: string;
}

const jsonOf = <T>(value: unknown): T | null => (value === null || value === undefined ? null : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

function breakOf(value: unknown): BreakInForce | null {
  const row = jsonOf<BreakInForce>(value);
  if (!row) return null;
  const at = (time: number | null) => (time === null ? null : Number(time));
  return {
    id: row.id,
    kind: row.kind === 'exclusion' ? 'exclusion' : 'timeout',
    startedAt: Number(row.startedAt),
    endsAt: at(row.endsAt),
    releasedAt: at(row.releasedAt),
    liftRequestedAt: at(row.liftRequestedAt),
  };
}

/** The facts of a row written with movementFactColumns. */
export function movementFactsOf(row: FactsRow): MovementFacts {
  const [readBreak, readReality, readLimits, readWagering] = [...row.reads].map((flag) => flag === '1');
  const facts: MovementFacts = {};
  if (readBreak) facts.held = breakOf(row.held);
  if (readReality) facts.realityDueAt = row.realityDueAt === null ? null : Number(row.realityDueAt);
  if (readLimits) {
    const sums = jsonOf<Record<string, string>>(row.limitSums) ?? {};
    const sumOf = (ledgerKind: string, window: LimitWindow) => toCents(sums[`${ledgerKind}:${window}`] ?? '0');
    facts.limits = { rows: jsonOf<LimitFact[]>(row.limitRows) ?? [], usage: (kind) => usageOfSums(kind, sumOf) };
  }
  if (readWagering) facts.wageringOpen = row.wageringOpen === true;
  return facts;
}
