/** The seeded contracts and kind switches: present on a fresh database, unchanged by seeding again. */
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contracts, members, switches } from '../../src/db/schema';
import { seedDatabase } from '../../src/seed';
import { describeOnBothDatabases } from '../databases';
import { day } from './support';

describeOnBothDatabases('seeded contracts', (gateway) => {
  it('holds agent3’s running daily salary with player31, agent1’s offer to player11 and the four switches, once', async () => {
    const snapshot = async () => {
      const accounts = new Map((await gateway().db.select({ id: members.id, account: members.account }).from(members)).map((row) => [row.id, row.account]));
      const rows = await gateway().db.select().from(contracts).orderBy(contracts.id);
      return rows.map((row) => ({ pair: `${accounts.get(row.uplineId)}>${accounts.get(row.downlineId)}`, kind: row.kind, status: row.status, rate: row.terms?.rate, row }));
    };
    const seeded = await snapshot();
    expect(seeded.map(({ pair, kind, status, rate }) => ({ pair, kind, status, rate }))).toEqual([
      { pair: 'agent3>player31', kind: 'dailySalary', status: 'active', rate: '2.00' },
      { pair: 'agent1>player11', kind: 'dailySalary', status: 'offered', rate: '1.00' },
    ]);
    const running = seeded[0].row;
    expect(Date.now() - running.acceptedAt!).toBeGreaterThanOrEqual(3 * day);
    expect(running.nextSettleAt).toBe(Math.floor(running.acceptedAt! / day) * day + day);
    const kindSwitches = await gateway().db.select().from(switches).where(inArray(switches.modId, ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3']));
    expect(kindSwitches.map((row) => [row.modId, row.enabled, row.parentId]).sort()).toEqual([
      ['DAILYSALCONT3', true, 'ROOT'],
      ['HOURSAL3', true, 'ROOT'],
      ['RTSALARY3', true, 'ROOT'],
      ['SIGNCONDIV3', true, 'ROOT'],
    ]);

    await gateway().db.update(contracts).set({ status: 'rejected' }).where(eq(contracts.id, seeded[1].row.id));
    await seedDatabase(gateway().db);
    const again = await snapshot();
    expect(again.map(({ pair, status }) => [pair, status])).toEqual([
      ['agent3>player31', 'active'],
      ['agent1>player11', 'rejected'],
    ]);
  });
});
