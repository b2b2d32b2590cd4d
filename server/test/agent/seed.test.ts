/**
 * The agent centre on a fresh start: agent1's team shows the seeded week of
 * deposits and rounds, every seeded wallet still equals its ledger, the
 * notices are there in both languages, and seeding again adds nothing.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { teamOverviewSchema } from '../../../src/services/schemas/agent';
import { agentAnnouncements, bets, deposits, ledgerEntries, members } from '../../src/db/schema';
import { seedDatabase } from '../../src/seed';
import { describeOnBothDatabases } from '../databases';
import { walletsAgainstLedger } from '../funds/support';
import { answerOf, day, periodQuery, seededAccount } from './support';

const team = ['player11', 'player12', 'agent3', 'player31'];

describeOnBothDatabases('agent seed', (gateway) => {
  it('agent1’s team overview shows the seeded week', async () => {
    const agent1 = await seededAccount(gateway(), 'agent1');
    const now = gateway().deps.clock.now();
    const overview = await answerOf(gateway(), 'agentTeamOverview', teamOverviewSchema, { token: agent1.token, query: periodQuery(now - 8 * day, now) });
    expect(overview).toMatchObject({ members: 4, directMembers: 3, activeMembers: 4, deposits: '2000.00', stake: '1525.00', payout: '770.00', profit: '-755.00' });
  });

  it('keeps every seeded wallet equal to its ledger, and adds nothing when run again', async () => {
    const ids = (await gateway().db.select({ id: members.id }).from(members).where(inArray(members.account, team))).map((row) => row.id);
    const counts = async () => ({
      bets: (await gateway().db.select({ rows: count() }).from(bets).where(inArray(bets.memberId, ids)))[0].rows,
      deposits: (await gateway().db.select({ rows: count() }).from(deposits).where(inArray(deposits.memberId, ids)))[0].rows,
      ledger: (await gateway().db.select({ rows: count() }).from(ledgerEntries).where(inArray(ledgerEntries.memberId, ids)))[0].rows,
      notices: (await gateway().db.select({ rows: count() }).from(agentAnnouncements))[0].rows,
    });
    const before = await counts();
    expect(before).toMatchObject({ bets: 12, deposits: 4, notices: 8 });
    await seedDatabase(gateway().db);
    expect(await counts()).toEqual(before);
    for (const id of ids) {
      for (const wallet of await walletsAgainstLedger(gateway(), id)) expect(wallet.balance).toBe(wallet.ledger);
    }
  });

  it('seeds four notices per language, one pinned', async () => {
    for (const language of ['EN', 'TY']) {
      const rows = await gateway().db.select().from(agentAnnouncements).where(eq(agentAnnouncements.language, language));
      expect(rows).toHaveLength(4);
      expect(rows.filter((row) => row.pinned)).toHaveLength(1);
    }
  });
});
