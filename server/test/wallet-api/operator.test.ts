/**
 * The operator's side of the wallet API: providers added, keys rotated and
 * providers revoked over the operator API and with `npm run operator`, a
 * member's wallets against their ledger, and test players made only off
 * production.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnBothDatabases, startGatewayOn } from '../databases';
import { cli } from '../funds/operator-cli';
import { operatorCall, operatorKey } from '../funds/support';
import { movableClocks } from '../access/support';
import { fundedMember } from '../provider/support';
import { walletCall } from './support';

const clocks = movableClocks();
const idOf = () => `op-${randomUUID().slice(0, 8)}`;

describeOnBothDatabases(
  'wallet API operator',
  (gateway, kind) => {
    it('adds, lists, rotates and revokes a provider with npm run operator', async () => {
      const id = idOf();
      const env = { GATEWAY_URL: gateway().url, OPERATOR_KEY: operatorKey };
      const added = await cli(['provider-add', id, '*', 'Acme', 'Games'], env);
      expect(added.code, added.stderr).toBe(0);
      const key = /^\s+(wk_\S+)$/m.exec(added.stdout)![1];
      const provider = { providerId: id, key };
      const player = await walletCall(gateway(), provider, '/balance', { token: 'z'.repeat(43) });
      expect(player.body.error).toBe('token.invalid');
      expect((await cli(['provider-add', id], env)).code).toBe(1);

      const listed = await cli(['providers'], env);
      expect(listed.stdout).toMatch(new RegExp(`${id}\\s+Acme Games\\s+active\\s+\\*\\s+${key.split('.')[0]}`));
      const rotated = await cli(['provider-rotate-key', id, '0'], env);
      expect(rotated.code, rotated.stderr).toBe(0);
      const fresh = { providerId: id, key: /^\s+(wk_\S+)$/m.exec(rotated.stdout)![1] };
      expect((await walletCall(gateway(), provider, '/balance', { token: 'z'.repeat(43) })).body.error).toBe('key.expired');
      expect((await walletCall(gateway(), fresh, '/balance', { token: 'z'.repeat(43) })).body.error).toBe('token.invalid');
      expect((await cli(['provider-revoke', id], env)).code).toBe(0);
      expect((await walletCall(gateway(), fresh, '/balance', { token: 'z'.repeat(43) })).body.error).toBe('provider.revoked');
      expect((await cli(['provider-rotate-key', id], env)).code).toBe(1);
      expect((await cli(['provider-add'], env)).code).toBe(2);
    });

    it('answers a member’s wallets against their ledger, and makes funded test players for a provider', async () => {
      const member = await fundedMember(gateway(), '12.34');
      const check = await operatorCall<{ equal: boolean; wallets: unknown[] }>(gateway(), 'GET', `/members/${member.id}/wallet-check`);
      expect(check.body.value).toEqual({ memberId: member.id, equal: true, wallets: [{ accountTypeId: 0, balance: '12.34', ledger: '12.34', equal: true }] });
      const added = await operatorCall<{ providerId: string; key: string }>(gateway(), 'POST', '/providers', { body: { id: idOf(), games: ['*'] } });
      const { providerId } = added.body.value;
      const made = await operatorCall<{ memberId: number; gameCode: string; launchTokens: string[] }>(gateway(), 'POST', `/providers/${providerId}/test-players`, { body: { amount: '5.00' } });
      expect(made.body.value).toMatchObject({ memberId: expect.any(Number), gameCode: expect.any(String), launchTokens: [expect.any(String), expect.any(String)] });
      const opened = await walletCall(gateway(), { providerId, key: added.body.value.key }, '/session', { launchToken: made.body.value.launchTokens[0] });
      expect(opened.body).toMatchObject({ balance: '5.00', game: { code: made.body.value.gameCode } });
    });

    it.runIf(kind === 'pglite')('makes no test players on a gateway in production', async () => {
      const production = await startGatewayOn(kind, { config: { operatorKey, production: true } });
      try {
        const answer = await operatorCall(production, 'POST', '/providers/demo/test-players', { body: { amount: '5.00' } });
        expect(answer.status).toBe(404);
      } finally {
        await production.close();
      }
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
