/** The demo members: every listed account logs in with its password, seeding twice adds nothing, wallets match the ledger. */
import { count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../../src/services/schemas/account';
import { ledgerEntries, members, wallets } from '../../src/db/schema';
import { demoAccounts, seedMembers } from '../../src/seed/members';
import { describeOnBothDatabases } from '../databases';
import { newDevice, send } from './support';

describeOnBothDatabases(
  'access seed',
  (gateway) => {
    const memberRow = async (account: string) => (await gateway().db.select().from(members).where(eq(members.account, account)))[0];

    describe('demo members', () => {
      it.each(demoAccounts.map((account) => [account.username, account.password]))('%s logs in with its documented password', async (username, password) => {
        const answer = await send(gateway(), 'login', { device: newDevice(), data: { username, password, type: 'username' } });
        expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
        expect(v.parse(loginResultSchema, answer.body.value).userName).toBe(username);
      });

      it('covers every role the portal must show', async () => {
        const types = (await gateway().db.select({ type: members.type }).from(members)).map((row) => row.type);
        expect([...new Set(types)]).toEqual(expect.arrayContaining([0, 1, 2, 4, 41, 42]));
        for (const agent of ['agent1', 'agent2', 'agent41', 'agent42']) {
          const { id } = await memberRow(agent);
          const [{ downlines }] = await gateway().db.select({ downlines: count() }).from(members).where(eq(members.uplineId, id));
          expect(downlines, agent).toBeGreaterThan(0);
        }
        expect((await memberRow('vip')).rankLevel).toBe(6);
        expect((await memberRow('weakpass')).passwordDefault).toBe(true);
        expect((await memberRow('expired')).passwordExpiresAt).toBeLessThan(Date.now());
        expect(await memberRow('smsuser')).toMatchObject({ countryDialingCode: '+63', mobile: '9171234567' });
      });

      it('gives each a wallet whose balance is its ledger sum', async () => {
        for (const { username } of demoAccounts) {
          const { id } = await memberRow(username);
          const [wallet] = await gateway().db.select().from(wallets).where(eq(wallets.memberId, id));
          const [{ total }] = await gateway().db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries).where(eq(ledgerEntries.memberId, id));
          expect(Number(wallet.balance), username).toBeGreaterThan(0);
          expect(Number(wallet.balance), username).toBe(Number(total));
        }
      });

      it('changes nothing when run again', async () => {
        const before = await gateway().db.select({ n: count() }).from(members);
        const ledgerBefore = await gateway().db.select({ n: count() }).from(ledgerEntries);
        await seedMembers(gateway().db);
        expect(await gateway().db.select({ n: count() }).from(members)).toEqual(before);
        expect(await gateway().db.select({ n: count() }).from(ledgerEntries)).toEqual(ledgerBefore);
      });
    });
  },
  { config: { testHumanCheckBypass: true } },
);
