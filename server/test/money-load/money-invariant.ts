/**
 * The money invariant of one account, read straight from the database:
 * every wallet equals its ledger, the ledger's running sum never went below
 * zero and matches each row's balance-after, no idempotency key appears
 * twice, points equal the points ledger, and no movement is half written
 * (a withdrawal without its ledger row, a transfer leg without the other,
 * a round without its stake, a stored answer without its movement, a VIP
 * turnover that differs from the settled stakes…).
 * Each check counts offending rows; a breach names the check and the count.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db';
import type { Movement } from './movement-mix';
import { copiesByKey, verdictOf, type Fired } from './verdicts';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function count(db: Db, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}

export interface MoneyFigures {
  wallets: { accountTypeId: number; balance: string; ledger: string }[];
  ledgerRows: number;
  /** Lowest running sum of any wallet's ledger, decimal text. */
  lowestRunning: string;
  points: { balance: number; ledger: number; lowestRunning: number };
  /** Offending rows per check; every value must be 0. */
  checks: Record<string, number>;
}

/** Rows that break a rule, per rule, for one member. */
function partialChecks(memberId: number): Record<string, SQL> {
  const m = memberId;
  return {
    'running sum below zero': sql`select count(*) as n from (select sum(amount) over (partition by account_type_id order by id) as running from ledger_entries where member_id = ${m}) r where running < 0`,
    'balance-after not the running sum': sql`select count(*) as n from (select balance_after, sum(amount) over (partition by account_type_id order by id) as running from ledger_entries where member_id = ${m}) r where running <> balance_after`,
    'money key twice': sql`select count(*) as n from (select idempotency_key from ledger_entries group by idempotency_key having count(*) > 1) d`,
    'points key twice': sql`select count(*) as n from (select idempotency_key from point_ledger group by idempotency_key having count(*) > 1) d`,
    'points running sum below zero': sql`select count(*) as n from (select sum(amount) over (order by id) as running from point_ledger where member_id = ${m}) r where running < 0`,
    'transfer leg without the other': sql`select count(*) as n from ledger_entries a where a.member_id = ${m} and a.kind in ('transfer_out', 'transfer_in') and a.idempotency_key like 'transfer:%'
      and not exists (select 1 from ledger_entries b where b.member_id = a.member_id and b.amount = -a.amount
        and b.idempotency_key = left(a.idempotency_key, length(a.idempotency_key) - length(split_part(a.idempotency_key, ':', 4))) || case when a.kind = 'transfer_out' then 'in' else 'out' end)`,
    'withdrawal without its ledger row': sql`select count(*) as n from withdrawals w where w.member_id = ${m}
      and not exists (select 1 from ledger_entries l where l.member_id = w.member_id and l.kind = 'withdraw' and l.reference = w.reference and l.amount = -(w.amount + w.charge))`,
    'withdraw ledger row without its withdrawal': sql`select count(*) as n from ledger_entries l where l.member_id = ${m} and l.kind = 'withdraw'
      and not exists (select 1 from withdrawals w where w.member_id = l.member_id and w.reference = l.reference)`,
    'round without its stake': sql`select count(*) as n from bets b where b.member_id = ${m} and b.status = 'settled'
      and not exists (select 1 from ledger_entries l where l.idempotency_key = 'bet:' || b.round_id and l.amount = -b.stake)`,
    'won round without its payout': sql`select count(*) as n from bets b where b.member_id = ${m} and b.payout > 0
      and not exists (select 1 from ledger_entries l where l.idempotency_key = 'payout:' || b.round_id and l.amount = b.payout)`,
    'stake or payout without its round': sql`select count(*) as n from ledger_entries l where l.member_id = ${m} and l.kind in ('bet', 'payout')
      and not exists (select 1 from bets b where b.round_id = substr(l.idempotency_key, position(':' in l.idempotency_key) + 1))`,
    'redemption without its points': sql`select count(*) as n from point_redemptions r where r.member_id = ${m}
      and not exists (select 1 from point_ledger p where p.member_id = r.member_id and p.kind = 'redeem' and p.reference = r.reference and p.amount = -r.points)`,
    'redemption without its money': sql`select count(*) as n from point_redemptions r where r.member_id = ${m} and r.amount > 0
      and not exists (select 1 from ledger_entries l where l.member_id = r.member_id and l.kind = 'point_redemption' and l.reference = r.reference and l.amount = -r.amount)`,
    'redeemed points without a redemption': sql`select count(*) as n from point_ledger p where p.member_id = ${m} and p.kind = 'redeem'
      and not exists (select 1 from point_redemptions r where r.reference = p.reference)`,
    'VIP turnover not the settled stakes': sql`select count(*) as n from (select
      coalesce((select settled_stake from member_turnovers where member_id = ${m}), 0) as kept,
      coalesce((select sum(stake) from bets where member_id = ${m} and status = 'settled'), 0) as counted) t where kept <> counted`,
    'conversion half done': sql`select count(*) as n from (
      select idempotency_key from point_ledger where member_id = ${m} and kind = 'convert'
      union all select idempotency_key from ledger_entries where member_id = ${m} and kind = 'point_conversion') k
      group by idempotency_key having count(*) <> 2`,
    'stored answer without its movement': sql`select count(*) as n from request_replies q where q.member_id = ${m} and (
      (q.call = 'walletTransfer' and not exists (select 1 from ledger_entries l where l.idempotency_key = 'transfer:' || q.member_id || ':' || q.request_id || ':out'))
      or (q.call = 'withdraw' and not exists (select 1 from ledger_entries l where l.idempotency_key = 'withdraw:' || q.member_id || ':' || q.request_id))
      or (q.call = 'pointRedeem' and not exists (select 1 from point_ledger p where p.idempotency_key = 'redeem:' || q.member_id || ':' || q.request_id))
      or (q.call = 'pointConvert' and not exists (select 1 from point_ledger p where p.idempotency_key = 'convert:' || q.member_id || ':' || q.request_id)))`,
    'movement without its stored answer': sql`select count(*) as n from (
      select split_part(idempotency_key, ':', 3) as request_id from ledger_entries where member_id = ${m} and (idempotency_key like 'transfer:%:out' or idempotency_key like 'withdraw:%')
      union all select split_part(idempotency_key, ':', 3) from point_ledger where member_id = ${m} and (idempotency_key like 'redeem:%' or idempotency_key like 'convert:%')) k
      where not exists (select 1 from request_replies q where q.member_id = ${m} and q.request_id = k.request_id and q.answer <> '{}'::jsonb)`,
  };
}

export async function moneyFigures(db: Db, memberId: number): Promise<MoneyFigures> {
  const wallets = await rows<{ account_type_id: number; balance: string; ledger: string }>(
    db,
    sql`select coalesce(w.account_type_id, l.account_type_id) as account_type_id, coalesce(w.balance, 0)::text as balance, coalesce(l.total, 0)::text as ledger
      from (select account_type_id, balance from wallets where member_id = ${memberId}) w
      full join (select account_type_id, sum(amount) as total from ledger_entries where member_id = ${memberId} group by account_type_id) l on l.account_type_id = w.account_type_id
      order by 1`,
  );
  const [ledger] = await rows<{ n: number | string; lowest: string | null }>(
    db,
    sql`select count(*) as n, min(running)::text as lowest from (select sum(amount) over (partition by account_type_id order by id) as running from ledger_entries where member_id = ${memberId}) r`,
  );
  const [points] = await rows<{ balance: number | null; ledger: string | null; lowest: string | null }>(
    db,
    sql`select (select balance from point_accounts where member_id = ${memberId}) as balance,
      (select sum(amount) from point_ledger where member_id = ${memberId})::text as ledger,
      (select min(running) from (select sum(amount) over (order by id) as running from point_ledger where member_id = ${memberId}) r)::text as lowest`,
  );
  const checks: Record<string, number> = {};
  for (const [name, query] of Object.entries(partialChecks(memberId))) {
    // 'conversion half done' answers one row per offending key.
    checks[name] = name === 'conversion half done' ? (await rows(db, query)).length : await count(db, query);
  }
  return {
    wallets: wallets.map((row) => ({ accountTypeId: Number(row.account_type_id), balance: money(row.balance), ledger: money(row.ledger) })),
    ledgerRows: Number(ledger?.n ?? 0),
    lowestRunning: money(ledger?.lowest ?? '0'),
    points: { balance: Number(points?.balance ?? 0), ledger: Number(points?.ledger ?? 0), lowestRunning: Number(points?.lowest ?? 0) },
    checks,
  };
}

const money = (text: string): string => Number(text).toFixed(2);

/** Every way the figures break the invariant, in words; empty when they hold. */
export function moneyBreaches(figures: MoneyFigures): string[] {
  const breaches: string[] = [];
  for (const wallet of figures.wallets) {
    if (wallet.balance !== wallet.ledger) breaches.push(`wallet ${wallet.accountTypeId}: balance ${wallet.balance} but ledger ${wallet.ledger}`);
    if (Number(wallet.balance) < 0) breaches.push(`wallet ${wallet.accountTypeId}: negative balance ${wallet.balance}`);
  }
  if (figures.points.balance !== figures.points.ledger) breaches.push(`points: balance ${figures.points.balance} but ledger ${figures.points.ledger}`);
  if (figures.points.balance < 0) breaches.push(`points: negative balance ${figures.points.balance}`);
  for (const [name, offending] of Object.entries(figures.checks)) if (offending > 0) breaches.push(`${name}: ${offending}`);
  return breaches;
}

/** JSON with keys sorted: a replayed answer comes back from a jsonb column, which keeps its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The row that proves a movement was applied: the stake of a round, the first ledger row of a member call. */
function proofKey(memberId: number, movement: Movement): { table: 'money' | 'points'; key: string } {
  switch (movement.kind) {
    case 'spin':
    case 'duel':
      return { table: 'money', key: `bet:${movement.key}` };
    case 'transfer':
      return { table: 'money', key: `transfer:${memberId}:${movement.key}:out` };
    case 'withdraw':
      return { table: 'money', key: `withdraw:${memberId}:${movement.key}` };
    case 'redeem':
      return { table: 'points', key: `redeem:${memberId}:${movement.key}` };
    case 'convert':
      return { table: 'points', key: `convert:${memberId}:${movement.key}` };
  }
}

export interface AnswerFigures {
  /** Distinct keys fired, and how many were applied according to the ledger. */
  keys: number;
  applied: number;
  /** Keys whose answers settle nothing yet (lost, rate-limited): applied or not, both are fine until a retry settles them. */
  unsettled: string[];
  breaches: string[];
}

/**
 * Each request's answers against the ledger (see verdictOf): a key applied
 * by its answers has its row, a refused one has none, an unsettled one may
 * have either until a retry settles it. Ok answers of one request id agree.
 */
export async function answerBreaches(db: Db, memberId: number, fired: readonly Fired[]): Promise<AnswerFigures> {
  const moneyKeys = new Set((await rows<{ k: string }>(db, sql`select idempotency_key as k from ledger_entries where member_id = ${memberId}`)).map((row) => row.k));
  const pointKeys = new Set((await rows<{ k: string }>(db, sql`select idempotency_key as k from point_ledger where member_id = ${memberId}`)).map((row) => row.k));
  const breaches: string[] = [];
  const unsettled: string[] = [];
  const groups = copiesByKey(fired);
  let applied = 0;
  for (const [id, copies] of groups) {
    const proof = proofKey(memberId, copies[0]!.movement);
    const done = (proof.table === 'money' ? moneyKeys : pointKeys).has(proof.key);
    if (done) applied += 1;
    const verdict = verdictOf(copies);
    const said = copies.map(({ outcome }) => (!outcome.answered ? 'lost' : outcome.status === 429 ? '429' : outcome.success ? 'ok' : outcome.errorCode)).join(', ');
    if (verdict === 'applied' && !done) breaches.push(`${id}: answered ${said} but no ${proof.key} in the ledger`);
    if (verdict === 'refused' && done) breaches.push(`${id}: answered ${said} but ${proof.key} is in the ledger`);
    if (verdict === 'unsettled') unsettled.push(id);
    const values = new Set(copies.flatMap(({ outcome }) => (outcome.answered && outcome.success ? [canonical(outcome.value)] : [])));
    if (copies[0]!.movement.kind !== 'spin' && copies[0]!.movement.kind !== 'duel' && values.size > 1) breaches.push(`${id}: ${values.size} different ok answers`);
  }
  return { keys: groups.size, applied, unsettled, breaches };
}
