/**
 * The operator side: the bearer-key guard (no key, a wrong key, a member's
 * session token), lists by status, decisions by reference, the gateway
 * without an operator key, the key's settings and development file, and
 * the `npm run operator` CLI against a running gateway.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import type { DepositRecord } from '../../../src/services/schemas/funds';
import { parseEnv } from '../../src/env';
import { developmentOperatorKey, operatorKeyPath } from '../../src/operator/key';
import { send } from '../access/support';
import { describeOnBothDatabases, startGatewayOn } from '../databases';
import { cli } from './operator-cli';
import { newRequestId, operatorCall, operatorKey, withdrawingMember } from './support';

describeOnBothDatabases(
  'operator API',
  (gateway, kind) => {
    it('refuses a request without the key, with a wrong key, and with a member’s session token', async () => {
      const member = await withdrawingMember(gateway(), '100.00');
      const refusals = [
        await operatorCall(gateway(), 'GET', '/deposits', { key: null }),
        await operatorCall(gateway(), 'GET', '/deposits', { key: 'not-the-operator-key-000' }),
        await operatorCall(gateway(), 'GET', '/deposits', { authorization: member.token }),
        await operatorCall(gateway(), 'GET', '/deposits', { authorization: `Bearer ${member.token}` }),
        await operatorCall(gateway(), 'POST', '/forced-receipts/run', { authorization: `Bearer ${member.token}` }),
        await operatorCall(gateway(), 'GET', '/no-such-thing', { key: null }),
      ];
      for (const answer of refusals) expect([answer.status, answer.body.errorCode]).toEqual([401, errorCodes.operatorUnauthorized]);
      expect((await operatorCall(gateway(), 'GET', '/deposits')).status).toBe(200);
      expect((await operatorCall(gateway(), 'GET', '/no-such-thing')).status).toBe(404);
    });

    it('lists by status and decides by reference: unknown 404, decided 409, bad status 400', async () => {
      const member = await withdrawingMember(gateway(), '1000.00');
      const deposit = await send<DepositRecord>(gateway(), 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'BANK', amount: '150.00' } });
      const pending = await operatorCall<{ reference: string; account: string; amount: string }[]>(gateway(), 'GET', '/deposits?status=pending');
      expect(pending.body.value.find((row) => row.reference === deposit.body.value.reference)).toMatchObject({ amount: '150.00' });
      expect((await operatorCall(gateway(), 'GET', '/deposits?status=lost')).body.fields).toEqual({ status: errorCodes.fieldInvalid });
      expect((await operatorCall(gateway(), 'POST', '/deposits/D0000000000/approve')).status).toBe(404);
      expect((await operatorCall(gateway(), 'POST', `/deposits/${deposit.body.value.reference}/reject`, { body: { remark: 7 } })).status).toBe(400);
      expect((await operatorCall(gateway(), 'POST', `/deposits/${deposit.body.value.reference}/reject`)).status).toBe(200);
      expect((await operatorCall(gateway(), 'POST', `/deposits/${deposit.body.value.reference}/approve`)).body.errorCode).toBe(errorCodes.requestNotPending);
      const rejected = await operatorCall<{ reference: string }[]>(gateway(), 'GET', '/deposits?status=rejected');
      expect(rejected.body.value.map((row) => row.reference)).toContain(deposit.body.value.reference);

      const withdrawal = await send<{ reference: string }>(gateway(), 'withdraw', {
        token: member.token,
        data: { requestId: newRequestId(), amount: '100.00', bankAccountId: member.bankAccountId, paymentPassword: member.paymentPassword },
      });
      const listed = await operatorCall<{ reference: string; accountNumber: string; charge: string }[]>(gateway(), 'GET', '/withdrawals');
      expect(listed.body.value.find((row) => row.reference === withdrawal.body.value.reference)).toMatchObject({ charge: '1.50', accountNumber: expect.stringMatching(/^\d{6,}$/) });
    });

    // The two below test the mounting, not the database: PGlite is enough.
    it.runIf(kind === 'pglite')('has no operator API when the gateway has no key (production without OPERATOR_KEY)', async () => {
      const bare = await startGatewayOn(kind, { config: { production: true } });
      try {
        const answer = await operatorCall(bare, 'GET', '/deposits');
        expect([answer.status, answer.body.errorCode]).toEqual([404, errorCodes.notFound]);
      } finally {
        await bare.close();
      }
    });

    it.runIf(kind === 'pglite')('answers operator paths itself when the gateway also serves the portal', async () => {
      const dist = mkdtempSync(join(tmpdir(), 'operator-dist-'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
      const serving = await startGatewayOn(kind, { config: { operatorKey, staticDir: dist } });
      try {
        expect((await operatorCall(serving, 'GET', '/deposits')).body.success).toBe(true);
        expect((await operatorCall(serving, 'GET', '/unknown')).status).toBe(404);
        expect((await operatorCall(serving, 'GET', '/deposits', { key: null })).status).toBe(401);
      } finally {
        await serving.close();
        rmSync(dist, { recursive: true, force: true });
      }
    });

    it.runIf(kind === 'pglite')('runs the CLI against the gateway: lists, approves, refuses, and explains its usage', async () => {
      const member = await withdrawingMember(gateway(), '0');
      const deposit = await send<DepositRecord>(gateway(), 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'GCASH', amount: '321.00' } });
      const env = { GATEWAY_URL: gateway().url, OPERATOR_KEY: operatorKey };
      const listed = await cli(['deposits'], env);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(new RegExp(`${deposit.body.value.reference}\\s+\\S+\\s+GCASH\\s+321\\.00\\s+pending`));
      const approved = await cli(['approve-deposit', deposit.body.value.reference], env);
      expect([approved.code, approved.stdout.trim()]).toEqual([0, `Approved ${deposit.body.value.reference}: 321.00 credited; the member's main wallet is now 321.00.`]);
      const again = await cli(['approve-deposit', deposit.body.value.reference], env);
      expect([again.code, again.stderr]).toEqual([1, expect.stringContaining('request.not.pending')]);
      const wrongKey = await cli(['withdrawals', 'all'], { ...env, OPERATOR_KEY: 'wrong-key-0000000000000' });
      expect([wrongKey.code, wrongKey.stderr]).toEqual([1, expect.stringContaining('operator.unauthorized')]);
      const unknown = await cli(['launch-rockets'], env);
      expect([unknown.code, unknown.stderr]).toEqual([2, expect.stringContaining('Usage: npm run operator')]);

      const switchedOff = await cli(['switch', 'MOBILEVERCODELOGIN3', 'off'], env);
      expect([switchedOff.code, switchedOff.stdout.trim()]).toEqual([0, 'Switch MOBILEVERCODELOGIN3 is off.']);
      expect((await cli(['switch', 'MOBILEVERCODELOGIN3', 'on'], env)).stdout.trim()).toBe('Switch MOBILEVERCODELOGIN3 is on.');
      const noSuchSwitch = await cli(['switch', 'NO-SUCH-SWITCH', 'off'], env);
      expect([noSuchSwitch.code, noSuchSwitch.stderr]).toEqual([1, expect.stringContaining('not.found')]);
      expect((await cli(['maintenance', 'maybe'], env)).code).toBe(2);
      expect((await cli(['maintenance', 'on'], env)).stdout).toContain('The portal is in maintenance');
      expect((await cli(['maintenance', 'off'], env)).stdout).toContain('Maintenance is over');
    });
  },
  { config: { operatorKey } },
);

it('reads OPERATOR_KEY and refuses one too short to be a key', () => {
  expect(parseEnv({ OPERATOR_KEY: 'k'.repeat(32) }).config.operatorKey).toBe('k'.repeat(32));
  expect(parseEnv({}).config.operatorKey).toBeUndefined();
  expect(() => parseEnv({ OPERATOR_KEY: 'short' })).toThrow(/OPERATOR_KEY must be 16 to 200/);
});

it('keeps a development key beside the data folder, made once and then reused', () => {
  const root = mkdtempSync(join(tmpdir(), 'operator-key-'));
  try {
    const path = operatorKeyPath(join(root, 'data', 'pglite'));
    expect(path).toBe(join(root, 'data', 'operator-key'));
    const key = developmentOperatorKey(path);
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    expect(existsSync(path) && statSync(path).mode & 0o077).toBe(0);
    expect(developmentOperatorKey(path)).toBe(key);
    expect(readFileSync(path, 'utf8').trim()).toBe(key);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
