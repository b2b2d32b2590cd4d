/**
 * The deposit and withdrawal queues with claim-to-work, and the audit log
 * their decisions write: two operators claiming at once have one winner, a
 * decision needs the claim, and a row changed or deleted behind the
 * database's back (trigger dropped) is named by the verification.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DepositRecord } from '../../../src/services/schemas/funds';
import { errorCodes } from '../../../src/services/error-codes';
import { auditLog } from '../../src/db/schema';
import { hashOf, verifyAudit } from '../../src/domain/backoffice/audit';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases, startGatewayOn } from '../databases';
import type { TestGateway } from '../harness';
import { balanceOf, fundedMember, newRequestId, operatorCall, operatorKey, withdraw, withdrawingMember } from '../funds/support';
import { call, newOperator, type OperatorBrowser } from './support';

const clocks = movableClocks();

async function pendingDeposit(gateway: TestGateway, amount = '250.00') {
  const member = await fundedMember(gateway, '0');
  const asked = await send<DepositRecord>(gateway, 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'GCASH', amount } });
  if (!asked.body.success) throw new Error(`deposit refused: ${asked.body.errorCode}`);
  return { member, reference: asked.body.value.reference };
}

interface Row {
  reference: string;
  claim: { holder: string } | null;
}

describeOnBothDatabases(
  'back office queues and audit',
  (gateway, kind) => {
    const clock = clocks[kind];
    let alice: OperatorBrowser;
    let bob: OperatorBrowser;

    it('lets exactly one of two operators claiming at once work a deposit; the other sees who holds it', async () => {
      alice = await newOperator(gateway(), clock, 'alice', 'finance');
      bob = await newOperator(gateway(), clock, 'bob', 'finance');
      const { member, reference } = await pendingDeposit(gateway());
      const claims = await Promise.all([alice, bob].map((operator) => call(gateway(), operator, 'claimDeposit', { reference })));
      const winners = claims.filter((answer) => answer.body.success);
      expect(winners).toHaveLength(1);
      const [winner, loser] = claims[0].body.success ? [alice, bob] : [bob, alice];
      const lost = claims.find((answer) => !answer.body.success)!;
      expect(lost.body.errorCode).toBe(errorCodes.backofficeClaimedByOther);
      expect(lost.body.value).toMatchObject({ holder: winner.username });
      const page = await call<{ rows: Row[] }>(gateway(), loser, 'depositQueue');
      expect(page.body.value.rows.find((row) => row.reference === reference)?.claim?.holder).toBe(winner.username);
      // The loser cannot decide it, nor can the key while the claim lives.
      expect((await call(gateway(), loser, 'decideDeposit', { reference, verb: 'approve' })).body.errorCode).toBe(errorCodes.backofficeClaimedByOther);
      expect((await operatorCall(gateway(), 'POST', `/deposits/${reference}/approve`)).body.errorCode).toBe(errorCodes.backofficeClaimedByOther);
      const approved = await call(gateway(), winner, 'decideDeposit', { reference, verb: 'approve' });
      expect(approved.body.success).toBe(true);
      expect(await balanceOf(gateway(), member.id)).toBe('250.00');
      // Twice at once from both: credited once.
      expect((await call(gateway(), winner, 'decideDeposit', { reference, verb: 'approve' })).status).toBe(409);
      const audit = await call<{ rows: { action: string; actor: string; subject: string }[] }>(gateway(), await newOperator(gateway(), clock, 'auditor', 'risk'), 'auditSearch');
      expect(audit.body.value.rows).toContainEqual(expect.objectContaining({ action: 'deposit.approve', actor: winner.username, subject: `deposit:${reference}` }));
    });

    it('needs a claim to decide, a reason to reject, and takes an expired claim over', async () => {
      const { reference } = await pendingDeposit(gateway());
      expect((await call(gateway(), alice, 'decideDeposit', { reference, verb: 'approve' })).body.errorCode).toBe(errorCodes.backofficeClaimRequired);
      expect((await call(gateway(), alice, 'claimDeposit', { reference })).body.success).toBe(true);
      clock.advance(11 * 60 * 1000);
      expect((await call(gateway(), bob, 'claimDeposit', { reference })).body.success).toBe(true);
      expect((await call(gateway(), bob, 'decideDeposit', { reference, verb: 'reject' }, { reason: '' })).body.errorCode).toBe(errorCodes.backofficeReasonRequired);
      expect((await call(gateway(), bob, 'decideDeposit', { reference, verb: 'reject' }, { reason: 'No payment arrived' })).body.success).toBe(true);
    });

    it('pays a withdrawal worked from the queue, with the member context beside it', async () => {
      const member = await withdrawingMember(gateway(), '800.00');
      const asked = await withdraw(gateway(), member, '300.00');
      const reference = (asked.body.value as { reference: string }).reference;
      const account = (await call<{ rows: { reference: string; account: string }[] }>(gateway(), alice, 'withdrawalQueue')).body.value.rows.find((row) => row.reference === reference)!.account;
      const context = await call<{ balance: { sumBalance: number }; withdrawals: { reference: string }[] }>(gateway(), alice, 'memberContext', { account });
      expect(context.body.value.withdrawals[0].reference).toBe(reference);
      expect((await call(gateway(), alice, 'claimWithdrawal', { reference })).body.success).toBe(true);
      expect((await call(gateway(), alice, 'decideWithdrawal', { reference, verb: 'pay' })).body.success).toBe(true);
      expect((await call(gateway(), alice, 'decideWithdrawal', { reference, verb: 'approve' })).status).toBe(404);
    });

    it('keeps a verified chain, and the database refuses to change or remove a row', async () => {
      expect(await verifyAudit(gateway().db)).toMatchObject({ intact: true });
      await expect(gateway().db.execute(sql`update audit_log set reason = 'x' where seq = 1`)).rejects.toThrow();
      await expect(gateway().db.execute(sql`delete from audit_log where seq = 1`)).rejects.toThrow();
      const verified = await call<{ intact: boolean; rows: number }>(gateway(), alice, 'auditVerify');
      expect(verified.status).toBe(403);
      expect((await operatorCall<{ intact: boolean }>(gateway(), 'GET', '/audit/verify')).body.value.intact).toBe(true);
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);

describeOnBothDatabases('audit chain against a database user who drops the trigger', (gateway, kind) => {
  it('names the first changed row, then the first deleted one', async () => {
    const own = await startGatewayOn(kind, { config: { operatorKey } });
    try {
      for (const role of ['support', 'finance', 'content', 'risk', 'admin']) {
        expect((await operatorCall(own, 'POST', '/operators', { body: { username: `t-${role}`, role, password: 'long-enough-password' } })).body.success).toBe(true);
      }
      expect(await verifyAudit(own.db)).toMatchObject({ intact: true, rows: 5, head: { seq: 5 } });
      await own.db.execute(sql`drop trigger audit_log_append_only on audit_log`);
      await own.db.execute(sql`update audit_log set after = replace(after, 'content', 'admin') where seq = 3`);
      expect(await verifyAudit(own.db)).toEqual({ intact: false, rows: 2, firstBadSeq: 3, problem: 'changed' });
      // Rewriting the row's own hash does not help: the next row links to the old one.
      await own.db.execute(sql`update audit_log set hash = 'f' || substr(hash, 2) where seq = 3`);
      expect(await verifyAudit(own.db)).toMatchObject({ intact: false, firstBadSeq: 3 });
      const cli = await operatorCall<{ intact: boolean; firstBadSeq: number }>(own, 'GET', '/audit/verify');
      expect(cli.body.value).toMatchObject({ intact: false, firstBadSeq: 3 });
    } finally {
      await own.close();
    }
    const other = await startGatewayOn(kind, { config: { operatorKey } });
    try {
      for (const name of ['a', 'b', 'c']) await operatorCall(other, 'POST', '/operators', { body: { username: `d-${name}`, role: 'support', password: 'long-enough-password' } });
      await other.db.execute(sql`drop trigger audit_log_append_only on audit_log`);
      await other.db.execute(sql`delete from audit_log where seq = 2`);
      expect(await verifyAudit(other.db)).toEqual({ intact: false, rows: 1, firstBadSeq: 2, problem: 'missing' });
    } finally {
      await other.close();
    }
    expect(gateway()).toBeDefined();
  });

  it('catches deleted newest rows and a chain recomputed after a change only against a head written down earlier', async () => {
    const own = await startGatewayOn(kind, { config: { operatorKey } });
    try {
      for (const name of ['a', 'b', 'c', 'd']) await operatorCall(own, 'POST', '/operators', { body: { username: `h-${name}`, role: 'support', password: 'long-enough-password' } });
      const verdict = await verifyAudit(own.db);
      if (!verdict.intact || !verdict.head) throw new Error('the chain should verify');
      const head = verdict.head;
      const anchored = (anchor: string) => operatorCall<{ intact: boolean; problem?: string; firstBadSeq?: number }>(own, 'GET', `/audit/verify?anchor=${anchor}`);
      expect((await anchored(`${head.seq}:${head.hash}`)).body.value).toMatchObject({ intact: true });
      expect((await anchored('4:nothex')).status).toBe(400);

      await own.db.execute(sql`drop trigger audit_log_append_only on audit_log`);
      await own.db.execute(sql`delete from audit_log where seq = ${head.seq}`);
      // The shortened chain still links: only the head shows what is gone.
      expect(await verifyAudit(own.db)).toMatchObject({ intact: true, rows: head.seq - 1 });
      expect((await anchored(`${head.seq}:${head.hash}`)).body.value).toMatchObject({ intact: false, problem: 'truncated', firstBadSeq: head.seq });

      // Someone who can write the table changes row 2 and recomputes every hash after it (the hash has no key).
      const rows = await own.db.select().from(auditLog).orderBy(asc(auditLog.seq));
      let prevHash = rows[0]!.hash;
      for (const row of rows.slice(1)) {
        const forged = { ...row, prevHash, reason: row.seq === 2 ? 'forged' : row.reason };
        const hash = hashOf(forged);
        await own.db.update(auditLog).set({ reason: forged.reason, prevHash, hash }).where(eq(auditLog.seq, row.seq));
        prevHash = hash;
      }
      const earlier = rows.at(-1)!;
      const forgedHead = await verifyAudit(own.db);
      expect(forgedHead).toMatchObject({ intact: true });
      expect(await verifyAudit(own.db, { seq: earlier.seq, hash: earlier.hash })).toMatchObject({ intact: false, problem: 'rewritten', firstBadSeq: earlier.seq });
    } finally {
      await own.close();
    }
  });
});
