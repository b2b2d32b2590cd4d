/**
 * Statements the money path sends on every round, built once. Drizzle's
 * `.prepare(name)` on a query builder still renders the SQL text from the
 * builder on every call (walking the builder's tree costs far more CPU than
 * the database's own work on such a statement), and a prepared query it makes
 * on the database is bound to the pool, never to the caller's transaction.
 * Here the text and its parameter slots (`sql.placeholder`) are rendered the
 * first time the statement runs and kept; each run hands them, with its
 * values, to the session of whatever runs it (a transaction, or the pool).
 * On PostgreSQL the name makes each connection parse and plan the statement
 * once; PGlite ignores it.
 *
 * A statement drizzle's builders cannot say (a data-modifying CTE) is built
 * as SQL, rendered the same way.
 *
 * The rows come back as arrays and are mapped by the columns the statement
 * selects or returns, as drizzle maps them (each column's driver mapping).
 */
import { Column, is, SQL, sql, type Placeholder, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './index';

/** A database or a transaction (a transaction is a database bound to one connection): each has its session. */
type Runner = Pick<Db, '_'>;

type Decodable = Column | SQL;
type Decoder = (value: unknown) => unknown;

/** The row a statement answers, typed as drizzle types a selection of those columns. */
type RowOf<C extends Record<string, Decodable>> = {
  [K in keyof C]: C[K] extends Column ? C[K]['_']['data'] | (C[K]['_']['notNull'] extends true ? never : null) : C[K] extends SQL<infer T> ? T : never;
};

/** The placeholders of a statement's values, by name. */
export type Slots<A> = { [K in keyof A]: Placeholder<K & string> };

const decoderOf = (field: Decodable): Decoder => {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  // An expression maps only when built with `.mapWith` (drizzle keeps that on the SQL object).
  const decoder = (field as unknown as { decoder?: { mapFromDriverValue: Decoder } }).decoder;
  return decoder ? (value) => decoder.mapFromDriverValue(value) : (value) => value;
};

const dialect = new PgDialect();
const render = (built: { toSQL(): Query } | SQL): Query => (is(built, SQL) ? dialect.sqlToQuery(built) : built.toSQL());

/** A RETURNING or select list of `columns` for a statement written as SQL, in their order; a column by its bare name. */
export const listOf = (columns: Record<string, Decodable>): SQL =>
  sql.join(
    Object.values(columns).map((field) => (is(field, Column) ? sql.identifier(field.name) : field)),
    sql`, `,
  );

export interface Statement<A extends object, R> {
  (db: Runner, values: A): Promise<R[]>;
}

/**
 * A statement rendered once: `prepared<Values>()(name, columns, build)`. `build` gets a database to build on (only
 * to render: it never runs there), the columns it must select or return in that order, and a placeholder per value.
 */
export const prepared =
  <A extends object>() =>
  <C extends Record<string, Decodable>>(name: string, columns: C, build: (db: Db, columns: C, slots: Slots<A>) => { toSQL(): Query } | SQL): Statement<A, RowOf<C>> => {
    const keys = Object.keys(columns);
    const decoders = Object.values(columns).map(decoderOf);
    const slots = new Proxy({} as Slots<A>, { get: (_, key) => sql.placeholder(String(key)) });
    let query: Query | null = null;
    const mapRows = (rows: unknown[][]): RowOf<C>[] =>
      rows.map((row) => {
        const mapped: Record<string, unknown> = {};
        for (let index = 0; index < keys.length; index++) {
          const value = row[index];
          mapped[keys[index]!] = value === null || value === undefined ? null : decoders[index]!(value);
        }
        return mapped as RowOf<C>;
      });
    return (db, values) => {
      query ??= render(build(db as unknown as Db, columns, slots));
      return db._.session.prepareQuery<{ execute: RowOf<C>[]; all: unknown; values: unknown }>(query, undefined, name, true, mapRows).execute(values as Record<string, unknown>);
    };
  };
