/**
 * Who may call: a signature by a live key of the provider named, over the
 * body as sent, within five minutes of the wallet's clock; a rotated key
 * stays good for its overlap only; a revoked provider is refused; a provider
 * moves money only for its games. And the OpenAPI document of the calls.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { revokeProvider, rotateKey } from '../../src/domain/wallet-api/provider-keys';
import { defaultLaunchTokenTtlMs, issueLaunchToken } from '../../src/domain/wallet-api/launch-tokens';
import { launchBinding } from '../../src/domain/session-games';
import { hashToken } from '../../src/domain/sessions';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { fundedMember, insertGame } from '../provider/support';
import { callsFor, newProvider, playerWithToken, walletCall, walletFigures } from './support';

const clocks = movableClocks();
const minute = 60_000;

describeOnBothDatabases(
  'wallet API signatures and providers',
  (gateway, kind) => {
    async function setUp() {
      const credentials = await newProvider(gateway());
      const player = await playerWithToken(gateway());
      return { ...player, credentials, calls: callsFor(gateway(), credentials, player) };
    }

    it('refuses unsigned, mis-signed, tampered and foreign-key calls alike, moving nothing', async () => {
      const { member, game, credentials, token, calls } = await setUp();
      const other = await newProvider(gateway());
      const round = randomUUID();
      const bet = { transactionId: `${round}:bet`, token, roundId: round, gameCode: game.code, amount: '1.00' };
      const refusals = [
        await calls.call('/bet', bet, { headers: { 'X-Wallet-Signature': undefined } }),
        await calls.call('/bet', bet, { headers: { 'X-Wallet-Signature': 'ab'.repeat(32) } }),
        await calls.call('/bet', bet, { headers: { 'X-Wallet-Key': 'wk_unknownkey1' } }),
        await calls.call('/bet', bet, { tamper: (body) => body.replace('"1.00"', '"9.00"') }),
        await walletCall(gateway(), { providerId: credentials.providerId, key: other.key }, '/bet', { requestId: randomUUID(), ...bet }),
      ];
      for (const refused of refusals) expect(refused).toMatchObject({ status: 401, body: { error: 'signature.invalid' } });
      expect((await walletFigures(gateway(), member.id)).balance).toBe(10_000n);
      expect((await calls.call('/bet', bet)).status).toBe(200);
    });

    it('refuses a timestamp more than five minutes off the wallet’s clock, either way', async () => {
      const { calls, token } = await setUp();
      for (const skewMs of [6 * minute, -6 * minute]) {
        expect(await calls.call('/balance', { token }, { skewMs })).toMatchObject({ status: 401, body: { error: 'timestamp.skewed' } });
      }
      expect((await calls.call('/balance', { token }, { skewMs: 4 * minute })).status).toBe(200);
    });

    it('keeps a rotated key good for its overlap, then refuses it; a revoked provider is refused with any key', async () => {
      const { credentials, token } = await setUp();
      const rotated = await rotateKey(gateway().deps, { providerId: credentials.providerId, overlapMs: 5 * minute, now: clocks[kind].now() });
      const fresh = { ...credentials, key: rotated.key };
      expect((await walletCall(gateway(), credentials, '/balance', { token })).status).toBe(200);
      clocks[kind].advance(5 * minute);
      expect(await walletCall(gateway(), credentials, '/balance', { token })).toMatchObject({ status: 401, body: { error: 'key.expired' } });
      expect((await walletCall(gateway(), fresh, '/balance', { token })).status).toBe(200);
      await revokeProvider(gateway().db, credentials.providerId, clocks[kind].now());
      // Instances keep a key they read until the content version moves, which the revocation raised: refused at once.
      expect(await walletCall(gateway(), fresh, '/balance', { token })).toMatchObject({ status: 403, body: { error: 'provider.revoked' } });
    });

    it('moves money only for the provider’s games, and leaves a launch token unspent for a game it may not serve', async () => {
      const member = await fundedMember(gateway());
      const game = await insertGame(gateway(), 'slot');
      const narrow = await newProvider(gateway(), ['SOME_OTHER_GAME']);
      const now = clocks[kind].now();
      const launchToken = await gateway().db.transaction(async (tx) =>
        issueLaunchToken(tx, { memberId: member.id, nodeId: game.nodeId, accountTypeId: 0, ...(await launchBinding(tx, hashToken(member.token), now)), now, ttlMs: defaultLaunchTokenTtlMs }),
      );
      expect(await walletCall(gateway(), narrow, '/session', { launchToken })).toMatchObject({ status: 403, body: { error: 'game.not.allowed' } });
      const broad = await newProvider(gateway());
      const opened = await walletCall(gateway(), broad, '/session', { launchToken });
      expect(opened.body).toMatchObject({ player: { id: String(member.id) }, game: { code: game.code }, balance: '1000.00' });
      expect((await walletCall(gateway(), broad, '/session', { launchToken })).body.error).toBe('token.used');
      const calls = callsFor(gateway(), narrow, { token: opened.body.token, game });
      expect((await calls.bet(randomUUID(), '1.00')).body.error).toBe('game.not.allowed');
      expect((await callsFor(gateway(), broad, { token: opened.body.token, game: { ...game, code: 'NO_SUCH_GAME' } }).bet(randomUUID(), '1.00')).body.error).toBe('game.not.found');
    });

    it('serves its OpenAPI document, generated from the schemas the calls validate with', async () => {
      const response = await fetch(new URL('/wallet/v1/openapi.json', gateway().url));
      expect(response.status).toBe(200);
      const document = (await response.json()) as any;
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths).sort()).toEqual(['/balance', '/bet', '/rollback', '/round', '/round/close', '/session', '/win']);
      const bet = document.paths['/bet'].post;
      expect(bet.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['requestId', 'transactionId', 'token', 'roundId', 'gameCode', 'amount']));
      expect(Object.keys(bet.responses)).toEqual(expect.arrayContaining(['200', '401', '402', '409']));
      expect(Object.keys(document.components.securitySchemes)).toEqual(['X-Wallet-Provider', 'X-Wallet-Key', 'X-Wallet-Timestamp', 'X-Wallet-Signature']);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
