/**
 * One PostgreSQL server for a whole test run, with a database migrated and
 * seeded once to serve as the template of every suite's database. Creating
 * a database from a template is a file copy; starting a server per file and
 * migrating and seeding per suite cost seconds each. Test processes find the
 * server in TEST_POSTGRES (`<base url>|<template name>`); without it (a file
 * run on its own) each file starts its own server as before.
 */
import pg from 'pg';
import { openDatabase } from '../src/db';
import { seedDatabase } from '../src/seed';
import { useTestPasswordCost } from './password-cost';
import { postgresAvailable, startPostgres, type TestPostgres } from './postgres';

export const postgresVariable = 'TEST_POSTGRES';
const templateName = 'gateway_template';

export interface SharedPostgres {
  /** `postgres://postgres@127.0.0.1:<port>`, no database. */
  base: string;
  template: string;
}

/** Starts the run's server and template, points TEST_POSTGRES at them, and returns how to stop the server. */
export async function prepareSharedPostgres(): Promise<() => Promise<void>> {
  if (!postgresAvailable) return async () => undefined;
  useTestPasswordCost();
  const server = await startPostgres();
  const url = await server.createDatabase(templateName);
  const database = await openDatabase({ url });
  try {
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  process.env[postgresVariable] = `${url.slice(0, url.lastIndexOf('/'))}|${templateName}`;
  return () => server.stop();
}

export function sharedPostgres(): SharedPostgres | null {
  const value = process.env[postgresVariable];
  if (!value) return null;
  const [base, template] = value.split('|');
  return base && template ? { base, template } : null;
}

let counter = 0;

/** A server handle on the shared server: databases are copies of the seeded template; stop leaves the server running. */
export function templateServer(shared: SharedPostgres): TestPostgres {
  return {
    port: Number(new URL(shared.base).port),
    async createDatabase(name = `test_${process.pid}_${++counter}`) {
      const client = new pg.Client({ connectionString: `${shared.base}/postgres` });
      await client.connect();
      try {
        // Two copies starting at the same moment may find the template busy (55006): try again shortly.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await client.query(`create database "${name.replace(/"/g, '')}" template "${shared.template}"`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt === 10) throw error;
            await new Promise((wait) => setTimeout(wait, 100 * attempt));
          }
        }
      } finally {
        await client.end();
      }
      return `${shared.base}/${name}`;
    },
    async stop() {},
  };
}
