/** The seed runs at every start: a second (and third) run must change nothing. */
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../src/db';
import * as schema from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { demoAccounts } from '../src/seed/members';
import { describeOnBothDatabases } from './databases';
import { memberWithSession } from './http';

const tables = {
  settings: schema.settings,
  switches: schema.switches,
  registerRules: schema.registerRules,
  banners: schema.banners,
  announcements: schema.announcements,
  promotions: schema.promotions,
  resources: schema.resources,
  customerService: schema.customerService,
  domainRoutes: schema.domainRoutes,
  helpTopics: schema.helpTopics,
  members: schema.members,
  wallets: schema.wallets,
  ledgerEntries: schema.ledgerEntries,
  messages: schema.messages,
};

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ rows: count() }).from(table);
      return [name, Number(row.rows)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describeOnBothDatabases('seed', (gateway) => {
  it('is idempotent', async () => {
    const before = await rowCounts(gateway().db);
    expect(before.switches).toBeGreaterThanOrEqual(10);
    expect(before.banners).toBeGreaterThanOrEqual(14);
    await seedDatabase(gateway().db);
    await seedDatabase(gateway().db);
    expect(await rowCounts(gateway().db)).toEqual(before);
  });

  it('keeps inserting after explicit promotion ids (the serial was moved past them)', async () => {
    const [row] = await gateway()
      .db.insert(schema.promotions)
      .values({ title: { EN: 'extra' }, category: 'other', content: { EN: '' }, images: {} })
      .returning({ id: schema.promotions.id });
    expect(row.id).toBeGreaterThan(8);
  });

  it('fills an empty inbox once: two unread welcome messages per member', async () => {
    const { id } = await memberWithSession(gateway());
    await seedDatabase(gateway().db);
    await seedDatabase(gateway().db);
    const inbox = await gateway().db.select().from(schema.messages).where(eq(schema.messages.memberId, id));
    expect(inbox).toHaveLength(3);
    expect(inbox.filter((message) => message.readAt === null)).toHaveLength(2);
  });

  it('seeds the demo accounts with their wallets', async () => {
    const counts = await rowCounts(gateway().db);
    expect(counts.members).toBeGreaterThanOrEqual(demoAccounts.length);
    expect(counts.wallets).toBeGreaterThanOrEqual(demoAccounts.length);
  });
});
