/**
 * Provider secrets are sealed in the database when the gateway has a secret
 * key: the stored value holds neither the issued secret nor anything that
 * signs a call, yet calls signed with the issued key verify, and the demo
 * provider (which reads its own key back) still plays. Sealed under another
 * key, a secret does not open; a row kept in clear from before stays valid.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { walletProviderKeys } from '../../src/db/schema';
import { demoProviderKey, splitKey } from '../../src/domain/wallet-api/provider-keys';
import { openProviderSecret, sealProviderSecret } from '../../src/domain/wallet-api/sealed-keys';
import { describeOnBothDatabases } from '../databases';
import { callsFor, newProvider, playerWithToken, walletCall } from './support';

const operatorSecretKey = 'k'.repeat(40);

describeOnBothDatabases(
  'provider secrets at rest',
  (gateway) => {
    const storedSecret = async (keyId: string) =>
      (await gateway().db.select({ secret: walletProviderKeys.secret }).from(walletProviderKeys).where(eq(walletProviderKeys.keyId, keyId)))[0].secret;

    it('keeps a new key sealed, and calls signed with it verify', async () => {
      const credentials = await newProvider(gateway());
      const { keyId, secret } = splitKey(credentials.key)!;
      const stored = await storedSecret(keyId);
      expect(stored.startsWith('v1.')).toBe(true);
      expect(stored).not.toContain(secret);
      // The stored value used as a key signs nothing.
      const player = await playerWithToken(gateway());
      const forged = await walletCall(gateway(), { providerId: credentials.providerId, key: `${keyId}.${stored.replaceAll('.', '_')}` }, '/balance', { requestId: randomUUID(), token: player.token });
      expect(forged.status).toBe(401);
      expect((await callsFor(gateway(), credentials, player).balance()).status).toBe(200);
    });

    it('hands the demo provider its own key opened', async () => {
      const key = await demoProviderKey(gateway().deps, gateway().deps.clock.now());
      const { keyId, secret } = splitKey(key!)!;
      expect((await storedSecret(keyId)).startsWith('v1.')).toBe(true);
      expect(openProviderSecret(gateway().deps.config, await storedSecret(keyId))).toBe(secret);
    });

    it('refuses as unsigned a call whose key was sealed under another secret key', async () => {
      const credentials = await newProvider(gateway());
      const { keyId, secret } = splitKey(credentials.key)!;
      await gateway().db.update(walletProviderKeys).set({ secret: sealProviderSecret({ operatorSecretKey: 'z'.repeat(40) }, secret) }).where(eq(walletProviderKeys.keyId, keyId));
      const player = await playerWithToken(gateway());
      expect(await callsFor(gateway(), credentials, player).balance()).toMatchObject({ status: 401, body: { error: 'signature.invalid' } });
    });

    it('still verifies a key stored in clear before sealing', async () => {
      const credentials = await newProvider(gateway());
      const { keyId, secret } = splitKey(credentials.key)!;
      await gateway().db.update(walletProviderKeys).set({ secret }).where(eq(walletProviderKeys.keyId, keyId));
      const player = await playerWithToken(gateway());
      expect((await callsFor(gateway(), credentials, player).balance()).status).toBe(200);
    });
  },
  { config: { operatorSecretKey } },
);

it('opens a sealed secret only under the key it was sealed with', () => {
  const sealed = sealProviderSecret({ operatorSecretKey }, 'secret-of-the-provider-0123');
  expect(openProviderSecret({ operatorSecretKey }, sealed)).toBe('secret-of-the-provider-0123');
  expect(() => openProviderSecret({ operatorSecretKey: 'z'.repeat(40) }, sealed)).toThrow();
  expect(() => openProviderSecret({}, sealed)).toThrow(/no key/);
  // Without a key, secrets are kept as they come.
  expect(sealProviderSecret({}, 'secret-of-the-provider-0123')).toBe('secret-of-the-provider-0123');
});
