/**
 * The one publisher of live changes. A change is a `pg_notify` on channel
 * `live` run inside the transaction that makes it, so PostgreSQL (and PGlite)
 * delivers it to every listening gateway instance at commit and never after a
 * rollback. The payload names whom and what, never amounts: `<member id> <topics>`
 * or `* <topics>` for everyone, topics sorted so that the same notice sent
 * twice in one transaction (a round's stake and payout) is delivered once.
 *
 * `ended` is not a portal topic: it tells every instance that sessions of the
 * member ended, and each re-checks the sessions behind its open streams.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { liveTopics, type LiveTopic } from '../../../../src/services/schemas/live';
import type { Db } from '../../db';
import type { Tx } from '../ledger';

export const liveChannel = 'live';

export type LiveRecipient = number | 'all';
export type LiveSignal = LiveTopic | 'ended';

export interface LiveNotice {
  to: LiveRecipient;
  topics: LiveTopic[];
  /** Sessions of the recipient ended. */
  ended: boolean;
}

const signalsText = (signals: readonly LiveSignal[]) => [...new Set(signals)].sort().join(',');

export function noticeText(to: LiveRecipient, signals: readonly LiveSignal[]): string {
  return `${to === 'all' ? '*' : to} ${signalsText(signals)}`;
}

const knownTopics: ReadonlySet<string> = new Set(liveTopics);

/** The notice of a payload, or null for one this gateway did not write (someone's NOTIFY by hand). */
export function parseNotice(payload: string): LiveNotice | null {
  const match = /^(\*|[1-9]\d{0,15}) ([a-z,]+)$/.exec(payload);
  if (!match) return null;
  const to = match[1] === '*' ? 'all' : Number(match[1]);
  const signals = match[2].split(',');
  return { to, topics: signals.filter((signal): signal is LiveTopic => knownTopics.has(signal)), ended: signals.includes('ended') };
}

/** The notice as an expression, to ride on a statement the caller runs anyway (a RETURNING list). */
export const changeNotice = (to: LiveRecipient, signals: readonly LiveSignal[]): SQL => sql`pg_notify(${liveChannel}, ${noticeText(to, signals)})`;

/** The same for a statement built once (db/prepared.ts): the notice's text (noticeText) comes with each run's values. */
export const changeNoticeSlot = (text: Placeholder | SQL): SQL => sql`pg_notify(${liveChannel}, ${text}::text)`;

/** A notice per row a statement touches, to the row's member: rides on its RETURNING list, so the statement needs no transaction around it. */
export const rowNotice = (memberId: AnyPgColumn, signals: readonly LiveSignal[]): SQL =>
  sql`pg_notify(${liveChannel}, ${memberId}::text || ${` ${signalsText(signals)}`})`;

/** Tells `to` (a member, or 'all') that `topics` changed, when the caller's transaction commits. */
export async function publishChange(tx: Tx | Db, to: LiveRecipient, topics: readonly LiveSignal[]): Promise<void> {
  await tx.execute(sql`select ${changeNotice(to, topics)}`);
}

/** The same change to several members, in one statement. */
export async function publishChanges(tx: Tx | Db, memberIds: Iterable<number>, topics: readonly LiveSignal[]): Promise<void> {
  const texts = [...new Set(memberIds)].map((id) => noticeText(id, topics));
  if (texts.length === 0) return;
  if (texts.length === 1) return void (await tx.execute(sql`select pg_notify(${liveChannel}, ${texts[0]})`));
  const list = sql.join(
    texts.map((text) => sql`${text}`),
    sql`, `,
  );
  await tx.execute(sql`select pg_notify(${liveChannel}, notice) from unnest(array[${list}]::text[]) as notice`);
}
