/**
 * A member's whole picture as operators see it, and what they may do to the
 * account: search by each key, the pages of history, notes, a lock that ends
 * the member's sessions and refuses the next sign-in, all of it audited.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DepositRecord } from '../../../src/services/schemas/funds';
import { errorCodes } from '../../../src/services/error-codes';
import { auditLog, members, operators, operatorSessions } from '../../src/db/schema';
import { hashPassword } from '../../src/domain/passwords';
import { loginWithPassword, movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { fundedMember, newRequestId, operatorKey } from '../funds/support';
import { call, newOperator, type OperatorBrowser } from './support';

const clocks = movableClocks();

interface Page<T> {
  total: number;
  rows: T[];
}

describeOnBothDatabases(
  'back office member picture',
  (gateway, kind) => {
    const clock = clocks[kind];
    let support: OperatorBrowser;
    let finance: OperatorBrowser;

    it('finds a member by username, mobile, e-mail and deposit reference, and shows profile, ledger, bonuses and sign-ins', async () => {
      support = await newOperator(gateway(), clock, 'sue', 'support');
      finance = await newOperator(gateway(), clock, 'fin', 'finance');
      // The password step's session ended when the code was accepted, and went when the signed-in one opened.
      const [sueRow] = await gateway().db.select({ id: operators.id }).from(operators).where(eq(operators.username, 'sue'));
      expect(await gateway().db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, sueRow!.id))).toHaveLength(1);
      const member = await fundedMember(gateway(), '300.00', { account: 'picture1', mobile: '9170000001', countryDialingCode: '+63', email: 'pic@example.test' });
      const asked = await send<DepositRecord>(gateway(), 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'GCASH', amount: '250.00' } });
      expect(asked.body.success).toBe(true);
      const reference = asked.body.value.reference;
      for (const [q, matched] of [
        ['pictu', 'account'],
        ['917000000', 'mobile'],
        ['pic@exa', 'email'],
        [reference, 'reference'],
      ] as const) {
        const found = await call<{ rows: { account: string; matched: string }[] }>(gateway(), support, 'memberSearch', {}, undefined, { q });
        expect(found.body.value.rows, q).toContainEqual(expect.objectContaining({ account: 'picture1', matched }));
      }
      // A pattern character is a character, not a wildcard.
      expect((await call<{ rows: unknown[] }>(gateway(), support, 'memberSearch', {}, undefined, { q: '%' })).body.value.rows).toEqual([]);
      const profile = await call<{ account: string; email: string; wallets: { balance: string }[]; lock: null; agent: { uplines: string[] } }>(gateway(), support, 'memberProfile', { account: 'picture1' });
      expect(profile.body.value).toMatchObject({ account: 'picture1', email: 'pic@example.test', wallets: [{ accountTypeId: 0, balance: '300.00' }], lock: null, agent: { uplines: [], teamSize: 0 } });
      const ledger = await call<Page<{ kind: string; amount: string; balanceAfter: string }>>(gateway(), support, 'memberLedger', { account: 'picture1' });
      expect(ledger.body.value).toMatchObject({ total: 1, rows: [{ kind: 'adjustment', amount: '300.00', balanceAfter: '300.00' }] });
      expect((await call<Page<unknown>>(gateway(), support, 'memberBets', { account: 'picture1' })).body.value).toEqual({ total: 0, rows: [] });
      expect((await call<{ rows: unknown[] }>(gateway(), support, 'memberBonuses', { account: 'picture1' })).body.value).toEqual({ rows: [] });
      expect((await call<Page<unknown>>(gateway(), support, 'memberSignIns', { account: 'picture1' })).body.value.total).toBe(0);
      const missing = await call(gateway(), support, 'memberProfile', { account: 'nobody-here' });
      expect([missing.status, missing.body.errorCode]).toEqual([404, errorCodes.accountNotFound]);
    });

    it('keeps notes with their author, refusing an empty one, and audits each', async () => {
      const empty = await call(gateway(), support, 'addMemberNote', { account: 'picture1' }, { body: '   ' });
      expect([empty.status, empty.body.errorCode]).toEqual([400, errorCodes.backofficeNoteRequired]);
      expect((await call(gateway(), support, 'addMemberNote', { account: 'picture1' }, { body: 'Called about a late deposit.' })).body.success).toBe(true);
      expect((await call(gateway(), finance, 'addMemberNote', { account: 'picture1' }, { body: 'Deposit found.' })).body.success).toBe(true);
      const notes = await call<{ rows: { author: string; body: string }[] }>(gateway(), support, 'memberNotes', { account: 'picture1' });
      expect(notes.body.value.rows.map((row) => [row.author, row.body])).toEqual([
        ['fin', 'Deposit found.'],
        ['sue', 'Called about a late deposit.'],
      ]);
      const audited = await gateway().db.select().from(auditLog).where(eq(auditLog.action, 'member.note'));
      expect(audited.map((row) => row.actor)).toEqual(['sue', 'fin']);
    });

    it('locks an account: its session ends, sign-in is refused until unlocked, and both steps are audited with their reason', async () => {
      const [row] = await gateway()
        .db.insert(members)
        .values({ account: 'lockme', nickname: 'L', passwordHash: await hashPassword('Good1234'), passwordChangedAt: clock.now(), createdAt: clock.now() })
        .returning();
      const login = await loginWithPassword(gateway(), 'lockme', 'Good1234');
      expect(login.body.success).toBe(true);
      const token = login.body.value.token;
      expect((await send(gateway(), 'memberInfo', { token })).body.success).toBe(true);
      const signIns = await call<Page<{ open: boolean }>>(gateway(), support, 'memberSignIns', { account: 'lockme' });
      expect(signIns.body.value.rows).toEqual([expect.objectContaining({ open: true })]);

      const noReason = await call(gateway(), support, 'lockMember', { account: 'lockme' }, { reason: '' });
      expect(noReason.body.errorCode).toBe(errorCodes.backofficeReasonRequired);
      expect((await call(gateway(), finance, 'lockMember', { account: 'lockme' }, { reason: 'x' })).body.errorCode).toBe(errorCodes.backofficeForbidden);
      expect((await call(gateway(), support, 'lockMember', { account: 'lockme' }, { reason: 'Shared account' })).body.success).toBe(true);
      expect((await call(gateway(), support, 'lockMember', { account: 'lockme' }, { reason: 'again' })).body.errorCode).toBe(errorCodes.backofficeAlreadyLocked);
      expect((await send(gateway(), 'memberInfo', { token })).body.success).toBe(false);
      const refused = await loginWithPassword(gateway(), 'lockme', 'Good1234');
      expect(refused.body.errorCode).toBe(errorCodes.accountSuspended);
      const profile = await call<{ lock: { lockedBy: string; reason: string } }>(gateway(), support, 'memberProfile', { account: 'lockme' });
      expect(profile.body.value.lock).toMatchObject({ lockedBy: 'sue', reason: 'Shared account' });

      expect((await call(gateway(), support, 'unlockMember', { account: 'lockme' }, { reason: 'Owner verified' })).body.success).toBe(true);
      expect((await call(gateway(), support, 'unlockMember', { account: 'lockme' }, { reason: 'again' })).body.errorCode).toBe(errorCodes.backofficeNotLocked);
      expect((await loginWithPassword(gateway(), 'lockme', 'Good1234')).body.success).toBe(true);
      const trail = await gateway().db.select().from(auditLog).where(eq(auditLog.subject, `member:${row!.account}`));
      expect(trail.map((entry) => [entry.action, entry.reason])).toEqual([
        ['member.lock', 'Shared account'],
        ['member.unlock', 'Owner verified'],
      ]);
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
