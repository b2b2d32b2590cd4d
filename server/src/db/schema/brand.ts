/** Brand settings, whitelabel switches and registration field rules: what an operator configures. */
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** One row per setting (`brand`, `flags`, `analytics`, `cdn`...); values are JSON. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** The whitelabel switch tree, flattened; `parentId` rebuilds the nesting. */
export const switches = pgTable('switches', {
  modId: text('mod_id').primaryKey(),
  parentId: text('parent_id'),
  enabled: boolean('enabled').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const registerRules = pgTable('register_rules', {
  field: text('field').primaryKey(),
  enabled: boolean('enabled').notNull(),
  required: boolean('required').notNull(),
  acceptedPattern: text('accepted_pattern').notNull(),
  patternId: integer('pattern_id').notNull(),
  minLength: integer('min_length').notNull(),
  maxLength: integer('max_length').notNull(),
});
