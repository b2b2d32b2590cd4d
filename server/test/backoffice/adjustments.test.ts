/**
 * Manual adjustments: applied at once within the role's limit, waiting for a
 * second operator above it, moved once however often the request is sent,
 * on the ledger as their own kind, each step audited in its transaction.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { auditLog, ledgerEntries } from '../../src/db/schema';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { balanceOf, fundedMember, newRequestId, operatorCall, operatorKey, walletsAgainstLedger } from '../funds/support';
import { call, newOperator, type OperatorBrowser } from './support';

const clocks = movableClocks();

interface Adjustment {
  reference: string;
  status: string;
  amount: string;
  balanceAfter: string | null;
  replayed?: boolean;
}

describeOnBothDatabases(
  'back office balance adjustments',
  (gateway, kind) => {
    const clock = clocks[kind];
    let fin: OperatorBrowser;
    let fin2: OperatorBrowser;
    let member: { id: number };

    it('applies an adjustment within the role limit once, however often it is sent, as an adjustment on the ledger', async () => {
      fin = await newOperator(gateway(), clock, 'fin', 'finance');
      fin2 = await newOperator(gateway(), clock, 'fin2', 'finance');
      member = await fundedMember(gateway(), '100.00', { account: 'adjusted' });
      const requestId = newRequestId();
      const body = { direction: 'credit', amount: '25.50', reason: 'Goodwill after an outage', requestId };
      const answers = await Promise.all([1, 2, 3].map(() => call<Adjustment>(gateway(), fin, 'adjustBalance', { account: 'adjusted' }, body)));
      for (const answer of answers) expect(answer.body.value).toMatchObject({ status: 'applied', amount: '25.50' });
      expect(await balanceOf(gateway(), member.id)).toBe('125.50');
      const rows = await gateway().db.select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'adjustment')));
      expect(rows.filter((row) => row.reference.startsWith('ADJ-'))).toHaveLength(1);
      expect((await walletsAgainstLedger(gateway(), member.id)).every(({ balance, ledger }) => balance === ledger)).toBe(true);
      const debit = await call<Adjustment>(gateway(), fin, 'adjustBalance', { account: 'adjusted' }, { direction: 'debit', amount: '20.00', reason: 'Duplicate credit', requestId: newRequestId() });
      expect(debit.body.value).toMatchObject({ status: 'applied', amount: '-20.00', balanceAfter: '105.50' });
    });

    it('refuses an adjustment without a reason, of zero, or taking the balance below zero, moving nothing', async () => {
      const base = { direction: 'credit', amount: '10.00', reason: 'x', requestId: newRequestId() };
      expect((await call(gateway(), fin, 'adjustBalance', { account: 'adjusted' }, { ...base, reason: ' ' })).body.errorCode).toBe(errorCodes.backofficeReasonRequired);
      expect((await call(gateway(), fin, 'adjustBalance', { account: 'adjusted' }, { ...base, amount: '0' })).body.errorCode).toBe(errorCodes.amountBelowMin);
      expect((await call(gateway(), fin, 'adjustBalance', { account: 'adjusted' }, { ...base, amount: '-5' })).status).toBe(400);
      const over = await call(gateway(), fin, 'adjustBalance', { account: 'adjusted' }, { ...base, direction: 'debit', amount: '500.00' });
      expect(over.body.errorCode).toBe(errorCodes.insufficientBalance);
      expect(await balanceOf(gateway(), member.id)).toBe('105.50');
    });

    it('holds an adjustment above the limit for a second operator: never the one who asked, once, with a reason to reject', async () => {
      const asked = await call<Adjustment>(gateway(), fin, 'adjustBalance', { account: 'adjusted' }, { direction: 'credit', amount: '5000.00', reason: 'Jackpot paid by hand', requestId: newRequestId() });
      expect(asked.body.value).toMatchObject({ status: 'pending', balanceAfter: null });
      expect(await balanceOf(gateway(), member.id)).toBe('105.50');
      const { reference } = asked.body.value;
      const queue = await call<{ rows: Adjustment[] }>(gateway(), fin2, 'adjustmentQueue', {}, undefined, { status: 'pending' });
      expect(queue.body.value.rows.map((row) => row.reference)).toEqual([reference]);
      expect((await call(gateway(), fin, 'decideAdjustment', { reference, verb: 'approve' })).body.errorCode).toBe(errorCodes.backofficeOwnAdjustment);
      const approved = await call<Adjustment>(gateway(), fin2, 'decideAdjustment', { reference, verb: 'approve' });
      expect(approved.body.value).toMatchObject({ status: 'applied', balanceAfter: '5105.50' });
      expect((await call(gateway(), fin2, 'decideAdjustment', { reference, verb: 'approve' })).body.errorCode).toBe(errorCodes.requestNotPending);
      expect(await balanceOf(gateway(), member.id)).toBe('5105.50');

      const other = await call<Adjustment>(gateway(), fin, 'adjustBalance', { account: 'adjusted' }, { direction: 'debit', amount: '2000.00', reason: 'Claw back', requestId: newRequestId() });
      const noReason = await call(gateway(), fin2, 'decideAdjustment', { reference: other.body.value.reference, verb: 'reject' }, { reason: '' });
      expect(noReason.body.errorCode).toBe(errorCodes.backofficeReasonRequired);
      const rejected = await call<Adjustment>(gateway(), fin2, 'decideAdjustment', { reference: other.body.value.reference, verb: 'reject' }, { reason: 'Not approved by the manager' });
      expect(rejected.body.value.status).toBe('rejected');
      expect(await balanceOf(gateway(), member.id)).toBe('5105.50');

      const trail = await gateway().db.select().from(auditLog).where(eq(auditLog.subject, 'member:adjusted'));
      expect(trail.map((row) => [row.actor, row.action])).toEqual([
        ['fin', 'member.adjust'],
        ['fin', 'member.adjust'],
        ['fin', 'member.adjust.request'],
        ['fin2', 'member.adjust.approve'],
        ['fin', 'member.adjust.request'],
        ['fin2', 'member.adjust.reject'],
      ]);
      expect((await operatorCall(gateway(), 'GET', '/audit/verify')).body.value).toMatchObject({ intact: true });
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
