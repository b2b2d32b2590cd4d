/**
 * One counter for everything the gateway answers from its public-answer
 * cache (brand settings, switches, register rules, content, the catalogue,
 * lottery menus). Triggers on those tables (migration 0009) raise it in the
 * same transaction as any change, whoever makes it: the seed, an operator
 * call, a script or a person at a SQL prompt. Every gateway instance on the
 * database compares it with the version its cached answers were built at.
 */
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const contentVersions = pgTable('content_versions', {
  /** Always 1: a single row. */
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
