/**
 * Help topics: a topic is one row per language sharing its category and
 * order (the help answer picks the reader's language's row, else EN's), so
 * the back office edits the pair as one body. Its id is the pair's oldest
 * row. The content is operator HTML the portal cleans before showing it;
 * the preview is the help answer with the draft in place, through the same
 * choice (chooseTopics) the public call uses.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { errorCodes } from '../../../../../src/services/error-codes';
import { helpTopics } from '../../../db/schema';
import { DomainError } from '../../../http/domain-error';
import type { Tx } from '../../ledger';
import { chooseTopics } from '../../system';
import { contentLanguages, type ContentKind, type Reader } from './kind';

/** The categories the portal's help page names in both languages (locales help.category). */
export const helpCategories = ['account', 'deposit', 'withdrawal', 'games', 'terms'] as const;

const title = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const content = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20_000));

const helpTopicSchema = v.object({
  category: v.picklist(helpCategories),
  sort: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)), 0),
  title: v.object({ EN: title, TY: title }),
  content: v.object({ EN: content, TY: content }),
});

export type HelpTopicBody = v.InferOutput<typeof helpTopicSchema>;
type Row = typeof helpTopics.$inferSelect;

const keyOf = (row: { category: string; sort: number }) => `${row.category}|${row.sort}`;

function bodyOf(pair: Row[]): HelpTopicBody {
  const text = (language: string, field: 'title' | 'content') => pair.find((row) => row.language === language)?.[field] ?? '';
  return {
    category: pair[0]!.category as HelpTopicBody['category'],
    sort: pair[0]!.sort,
    title: { EN: text('EN', 'title'), TY: text('TY', 'title') },
    content: { EN: text('EN', 'content'), TY: text('TY', 'content') },
  };
}

/** Every topic's rows, keyed by category and order, oldest row first. */
async function pairs(db: Reader): Promise<Map<string, Row[]>> {
  const rows = await db.select().from(helpTopics).orderBy(asc(helpTopics.sort), asc(helpTopics.id));
  const byKey = new Map<string, Row[]>();
  for (const row of rows) byKey.set(keyOf(row), [...(byKey.get(keyOf(row)) ?? []), row]);
  return byKey;
}

/** Refuses a category and order another topic holds: players would see the two as one topic. */
async function refuseTaken(db: Reader, targetId: number | null, body: HelpTopicBody): Promise<void> {
  const holders = await db.select().from(helpTopics).where(and(eq(helpTopics.category, body.category), eq(helpTopics.sort, body.sort)));
  const target = targetId === null ? [] : await db.select().from(helpTopics).where(eq(helpTopics.id, targetId));
  const own = (row: Row) => target.some((one) => keyOf(one) === keyOf(row));
  if (holders.some((row) => !own(row))) throw new DomainError(errorCodes.backofficeHelpTopicTaken, 409, null, { 'body.sort': errorCodes.backofficeHelpTopicTaken });
}

/** The rows of the topic whose oldest row is `id`, locked. */
async function lockedPair(tx: Tx, id: number): Promise<Row[] | null> {
  const [first] = await tx.select().from(helpTopics).where(eq(helpTopics.id, id)).for('update');
  if (!first) return null;
  return tx.select().from(helpTopics).where(and(eq(helpTopics.category, first.category), eq(helpTopics.sort, first.sort))).orderBy(asc(helpTopics.id)).for('update');
}

export const helpTopicKind: ContentKind<HelpTopicBody> = {
  name: 'helpTopic',
  schema: helpTopicSchema,
  choices: { categories: helpCategories },
  check: refuseTaken,
  async published(db) {
    return [...(await pairs(db)).values()].map((pair) => ({ id: pair[0]!.id, ...bodyOf(pair) }));
  },
  async write(tx, id, body) {
    // Two topics with one category and order would be one topic to players: publishes of help topics take turns, so the check below holds until commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('help_topics'))`);
    const pair = id === null ? [] : await lockedPair(tx, id);
    if (!pair) return null;
    await refuseTaken(tx, id, body);
    const ids: number[] = [];
    for (const language of contentLanguages) {
      const values = { category: body.category, sort: body.sort, language, title: body.title[language], content: body.content[language] };
      const row = pair.find((one) => one.language === language);
      if (row) await tx.update(helpTopics).set(values).where(eq(helpTopics.id, row.id));
      else ids.push((await tx.insert(helpTopics).values(values).returning({ id: helpTopics.id }))[0]!.id);
    }
    return pair.length > 0 ? { id: pair[0]!.id, before: bodyOf(pair) } : { id: Math.min(...ids), before: null };
  },
  async remove(tx, id) {
    const pair = await lockedPair(tx, id);
    if (!pair) return null;
    for (const row of pair) await tx.delete(helpTopics).where(eq(helpTopics.id, row.id));
    return bodyOf(pair);
  },
  async preview(db, draft, language) {
    const rows = await db.select().from(helpTopics).orderBy(asc(helpTopics.sort), asc(helpTopics.id));
    const target = draft.targetId === null ? undefined : rows.find((row) => row.id === draft.targetId);
    const others = target ? rows.filter((row) => keyOf(row) !== keyOf(target)) : rows;
    // The draft stands where its rows will be: in its order, after older topics of that order unless it replaces one.
    const place = target?.id ?? Number.MAX_SAFE_INTEGER;
    const draftId = draft.targetId ?? -draft.id;
    const drafted = contentLanguages.map((lang) => ({ id: draftId, place, category: draft.body.category, sort: draft.body.sort, language: lang, title: draft.body.title[lang], content: draft.body.content[lang] }));
    const ordered = [...others.map((row) => ({ ...row, place: row.id })), ...drafted].sort((a, b) => a.sort - b.sort || a.place - b.place);
    return { draftId, topics: chooseTopics(ordered, language.toUpperCase(), 'EN') };
  },
};
