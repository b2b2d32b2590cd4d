/**
 * Drafts of public content edited in the back office. A draft changes no
 * public answer (no content-version trigger on this table): only publishing
 * writes the content table, whose trigger raises the version. The body is the
 * kind's own shape (domain/backoffice/content/<kind>.ts checks it).
 */
import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: serial('id').primaryKey(),
    /** banner, announcement */
    kind: text('kind').notNull(),
    /** The published row the draft changes; null for new content. */
    targetId: integer('target_id'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** draft, published, discarded */
    status: text('status').notNull().default('draft'),
    author: text('author').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    /** The row publishing wrote. */
    publishedId: integer('published_id'),
  },
  (t) => [index('content_drafts_kind_status_idx').on(t.kind, t.status)],
);
