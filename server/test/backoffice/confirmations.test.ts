/**
 * Disputed withdrawal confirmations in the back office: the queue with the
 * proof image, the roles that read and decide, one winner of two claims, the
 * missing amount credited once however often it is asked, the member's inbox
 * message and the audit rows.
 */
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { auditLog, ledgerEntries, members, messages } from '../../src/db/schema';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { balanceOf, operatorKey, paidWithdrawal, withdrawingMember } from '../funds/support';
import { call, newOperator } from './support';

const clocks = movableClocks();
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56)]);
const proofImage = `data:image/png;base64,${png.toString('base64')}`;

interface Row {
  reference: string;
  account: string;
  status: string;
  missing: string;
  answer: string;
  hasProof: boolean;
  claim: { holder: string } | null;
}

async function disputed(gateway: TestGateway, answer: Record<string, unknown>) {
  const member = await withdrawingMember(gateway, '2000.00');
  const paid = await paidWithdrawal(gateway, member, '300.00');
  const confirmed = await send(gateway, 'withdrawalConfirm', { token: member.token, data: { id: paid.id, ...answer } });
  if (!confirmed.body.success) throw new Error(`confirmation refused: ${confirmed.body.errorCode}`);
  const [row] = await gateway.db.select({ account: members.account }).from(members).where(eq(members.id, member.id));
  return { member, reference: paid.reference, account: row!.account };
}

describeOnBothDatabases(
  'back office withdrawal confirmations',
  (gateway, kind) => {
    const clock = clocks[kind];

    it('queues a "not received" answer with its proof; one of two finance operators works it and credits the missing amount once', async () => {
      const support = await newOperator(gateway(), clock, 'c-support', 'support');
      const alice = await newOperator(gateway(), clock, 'c-alice', 'finance');
      const bob = await newOperator(gateway(), clock, 'c-bob', 'finance');
      const { member, reference, account } = await disputed(gateway(), { answer: 'not_received', proofImage });

      const page = await call<{ total: number; rows: Row[] }>(gateway(), support, 'confirmationQueue', {}, undefined, { status: 'open' });
      expect(page.body.value.rows.find((row) => row.reference === reference)).toMatchObject({ account, status: 'open', answer: 'not_received', missing: '300.00', hasProof: true, claim: null });
      expect((await call<{ image: string }>(gateway(), support, 'confirmationProof', { reference })).body.value.image).toBe(proofImage);
      expect((await call(gateway(), support, 'claimConfirmation', { reference })).body.errorCode).toBe(errorCodes.backofficeForbidden);

      const claims = await Promise.all([alice, bob].map((operator) => call(gateway(), operator, 'claimConfirmation', { reference })));
      expect(claims.filter((answer) => answer.body.success)).toHaveLength(1);
      const [winner, loser] = claims[0].body.success ? [alice, bob] : [bob, alice];
      expect((await call(gateway(), loser, 'decideConfirmation', { reference, verb: 'repay' }, { reason: 'bank bounced it' })).body.errorCode).toBe(errorCodes.backofficeClaimedByOther);
      expect((await call(gateway(), winner, 'decideConfirmation', { reference, verb: 'repay' }, { reason: ' ' })).body.errorCode).toBe(errorCodes.backofficeReasonRequired);

      const before = await balanceOf(gateway(), member.id);
      const repaid = await call<{ status: string; repaid: string }>(gateway(), winner, 'decideConfirmation', { reference, verb: 'repay' }, { reason: 'Bank returned the transfer' });
      expect(repaid.body.value).toMatchObject({ status: 'repaid', repaid: '300.00' });
      expect(Number(await balanceOf(gateway(), member.id))).toBeCloseTo(Number(before) + 300, 2);
      // Asked again, with or without a fresh claim: no second credit.
      expect((await call(gateway(), winner, 'decideConfirmation', { reference, verb: 'repay' }, { reason: 'again' })).body.errorCode).toBe(errorCodes.backofficeClaimRequired);
      expect((await call(gateway(), winner, 'claimConfirmation', { reference })).body.success).toBe(true);
      expect((await call(gateway(), winner, 'decideConfirmation', { reference, verb: 'repay' }, { reason: 'again' })).body.errorCode).toBe(errorCodes.requestNotPending);
      const credits = await gateway().db.select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, member.id), like(ledgerEntries.idempotencyKey, 'withdrawal-dispute:%')));
      expect(credits).toHaveLength(1);

      const inbox = await gateway().db.select().from(messages).where(eq(messages.memberId, member.id));
      expect(inbox.map((message) => message.title)).toContain(`Withdrawal ${reference}: missing amount returned`);
      const audit = await gateway().db.select().from(auditLog).where(and(eq(auditLog.subject, `withdrawal:${reference}`), like(auditLog.action, 'confirmation.%')));
      expect(audit).toEqual([expect.objectContaining({ action: 'confirmation.repay', actor: winner.username, reason: 'Bank returned the transfer' })]);
      const decided = await call<{ rows: Row[] }>(gateway(), support, 'confirmationQueue', {}, undefined, { status: 'repaid' });
      expect(decided.body.value.rows.map((row) => row.reference)).toContain(reference);
    });

    it('resolves or rejects a partial receipt without moving money, and refuses unknown verbs and items', async () => {
      const admin = await newOperator(gateway(), clock, 'c-admin', 'admin');
      const { member, reference } = await disputed(gateway(), { answer: 'partial', receivedAmount: '200.00' });
      const rows = (await call<{ rows: Row[] }>(gateway(), admin, 'confirmationQueue', {}, undefined, { member: '' })).body.value.rows;
      expect(rows.find((row) => row.reference === reference)).toMatchObject({ answer: 'partial', missing: '100.00', hasProof: false });
      expect((await call(gateway(), admin, 'confirmationProof', { reference })).status).toBe(404);
      expect((await call(gateway(), admin, 'claimConfirmation', { reference })).body.success).toBe(true);
      expect((await call(gateway(), admin, 'decideConfirmation', { reference, verb: 'refund' }, { reason: 'x' })).status).toBe(404);
      const before = await balanceOf(gateway(), member.id);
      const resolved = await call(gateway(), admin, 'decideConfirmation', { reference, verb: 'resolve' }, { reason: 'Second transfer sent by the bank' });
      expect(resolved.body.value).toMatchObject({ status: 'resolved', repaid: '0.00' });
      expect(await balanceOf(gateway(), member.id)).toBe(before);
      expect((await call(gateway(), admin, 'claimConfirmation', { reference: 'W-none' })).body.success).toBe(true);
      expect((await call(gateway(), admin, 'decideConfirmation', { reference: 'W-none', verb: 'reject' }, { reason: 'no such' })).status).toBe(404);
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
