/**
 * The providers allowed to call the wallet API, their keys and their games:
 * what the operator CLI adds, rotates and revokes, and what every signed
 * call is checked against.
 *
 * A key is handed over once, as `<keyId>.<secret>`; the gateway keeps the
 * secret, sealed (sealed-keys.ts), because HMAC verification needs it.
 * Rotating adds a key and ends the provider's older keys after an overlap
 * (15 minutes unless told), so
 * requests signed just before the switch still verify; revoking ends the
 * provider and every key at once.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { walletProviderGames, walletProviderKeys, walletProviders } from '../../db/schema';
import type { GatewayDeps } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import type { Tx } from '../ledger';
import { openedProviderSecret, openProviderSecret, sealProviderSecret, type KeySealing } from './sealed-keys';

/** Where keys are kept, and what seals their secrets. */
export type KeyStore = Pick<GatewayDeps, 'db' | 'config'>;

export const defaultKeyOverlapMs = 15 * 60_000;

export const providerIdPattern = /^[a-z0-9][a-z0-9-]{1,31}$/;

export interface IssuedKey {
  providerId: string;
  keyId: string;
  /** The whole key as the provider configures it: `<keyId>.<secret>`. */
  key: string;
}

export interface ProviderKey {
  keyId: string;
  providerId: string;
  secret: string;
  expiresAt: number | null;
  revokedAt: number | null;
  providerStatus: string;
}

async function newKey(db: Db | Tx, sealing: KeySealing, providerId: string, now: number): Promise<IssuedKey> {
  const keyId = `wk_${randomBytes(9).toString('base64url')}`;
  const secret = randomBytes(32).toString('base64url');
  await db.insert(walletProviderKeys).values({ keyId, providerId, secret: sealProviderSecret(sealing, secret), createdAt: now });
  return { providerId, keyId, key: `${keyId}.${secret}` };
}

/** Splits a configured key into its id and secret; null for anything else. */
export function splitKey(key: string): { keyId: string; secret: string } | null {
  const match = /^(wk_[A-Za-z0-9_-]{4,40})\.([A-Za-z0-9_-]{20,100})$/.exec(key.trim());
  return match ? { keyId: match[1], secret: match[2] } : null;
}

async function activeProvider(db: Db, providerId: string) {
  const [provider] = await db.select().from(walletProviders).where(eq(walletProviders.id, providerId));
  if (!provider) throw new DomainError(errorCodes.notFound, 404, null, { provider: 'provider.not.found' });
  if (provider.status !== 'active') throw new DomainError(errorCodes.badRequest, 409, null, { provider: 'provider.revoked' });
  return provider;
}

export async function addProvider({ db, config }: KeyStore, input: { id: string; name: string; games: string[]; now: number }): Promise<IssuedKey> {
  if (!providerIdPattern.test(input.id)) throw new DomainError(errorCodes.badRequest, 400, null, { id: 'provider.id.invalid' });
  const games = [...new Set(input.games.map((code) => code.trim()).filter(Boolean))];
  if (games.length === 0) throw new DomainError(errorCodes.badRequest, 400, null, { games: 'provider.games.required' });
  const [created] = await db
    .insert(walletProviders)
    .values({ id: input.id, name: input.name || input.id, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: walletProviders.id });
  if (!created) throw new DomainError(errorCodes.badRequest, 409, null, { id: 'provider.exists' });
  await db.insert(walletProviderGames).values(games.map((gameCode) => ({ providerId: input.id, gameCode })));
  return newKey(db, config, input.id, input.now);
}

/** A new key; the provider's other live keys end `overlapMs` from now unless they end sooner. */
export async function rotateKey({ db, config }: KeyStore, input: { providerId: string; overlapMs: number; now: number }): Promise<IssuedKey & { oldKeysEndAt: number }> {
  await activeProvider(db, input.providerId);
  const oldKeysEndAt = input.now + input.overlapMs;
  await db
    .update(walletProviderKeys)
    .set({ expiresAt: oldKeysEndAt })
    .where(
      and(
        eq(walletProviderKeys.providerId, input.providerId),
        isNull(walletProviderKeys.revokedAt),
        or(isNull(walletProviderKeys.expiresAt), gt(walletProviderKeys.expiresAt, oldKeysEndAt)),
      ),
    );
  return { ...(await newKey(db, config, input.providerId, input.now)), oldKeysEndAt };
}

export async function revokeProvider(db: Db, providerId: string, now: number): Promise<{ providerId: string; revokedAt: number }> {
  await db.transaction(async (tx) => {
    const [provider] = await tx
      .update(walletProviders)
      .set({ status: 'revoked', revokedAt: now })
      .where(eq(walletProviders.id, providerId))
      .returning({ id: walletProviders.id });
    if (!provider) throw new DomainError(errorCodes.notFound, 404, null, { provider: 'provider.not.found' });
    await tx.update(walletProviderKeys).set({ revokedAt: now }).where(and(eq(walletProviderKeys.providerId, providerId), isNull(walletProviderKeys.revokedAt)));
  });
  return { providerId, revokedAt: now };
}

export async function listProviders(db: Db) {
  const [providers, keys, games] = await Promise.all([
    db.select().from(walletProviders).orderBy(walletProviders.id),
    db.select({ keyId: walletProviderKeys.keyId, providerId: walletProviderKeys.providerId, createdAt: walletProviderKeys.createdAt, expiresAt: walletProviderKeys.expiresAt, revokedAt: walletProviderKeys.revokedAt }).from(walletProviderKeys).orderBy(desc(walletProviderKeys.createdAt)),
    db.select().from(walletProviderGames),
  ]);
  return providers.map((provider) => ({
    ...provider,
    games: games.filter((game) => game.providerId === provider.id).map((game) => game.gameCode),
    keys: keys.filter((key) => key.providerId === provider.id),
  }));
}

/** The key a signed call names, with its secret opened and its provider's status; null when there is no such key. */
export async function findKey({ db, config }: KeyStore, keyId: string): Promise<ProviderKey | null> {
  const [row] = await db
    .select({
      keyId: walletProviderKeys.keyId,
      providerId: walletProviderKeys.providerId,
      secret: walletProviderKeys.secret,
      expiresAt: walletProviderKeys.expiresAt,
      revokedAt: walletProviderKeys.revokedAt,
      providerStatus: walletProviders.status,
    })
    .from(walletProviderKeys)
    .innerJoin(walletProviders, eq(walletProviders.id, walletProviderKeys.providerId))
    .where(eq(walletProviderKeys.keyId, keyId));
  const secret = row ? openedProviderSecret(config, row.secret) : null;
  return row && secret !== null ? { ...row, secret } : null;
}

export const demoProviderId = 'demo';

/**
 * The key the gateway's own demo provider signs with: registered (for every
 * game) the first time the gateway needs it, then its newest live key. A
 * revoked demo provider stays revoked; its games then refuse every round.
 */
export async function demoProviderKey({ db, config }: KeyStore, now: number): Promise<string | null> {
  // One transaction: a second instance starting beside this one waits on the provider row, then finds its key.
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(walletProviders)
      .values({ id: demoProviderId, name: 'Demo games', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: walletProviders.id });
    if (!row) return null;
    await tx.insert(walletProviderGames).values({ providerId: demoProviderId, gameCode: '*' }).onConflictDoNothing();
    return (await newKey(tx, config, demoProviderId, now)).key;
  });
  if (created) return created;
  const [live] = await db
    .select({ keyId: walletProviderKeys.keyId, secret: walletProviderKeys.secret })
    .from(walletProviderKeys)
    .innerJoin(walletProviders, eq(walletProviders.id, walletProviderKeys.providerId))
    .where(
      and(
        eq(walletProviderKeys.providerId, demoProviderId),
        eq(walletProviders.status, 'active'),
        isNull(walletProviderKeys.revokedAt),
        or(isNull(walletProviderKeys.expiresAt), gt(walletProviderKeys.expiresAt, now)),
      ),
    )
    .orderBy(desc(walletProviderKeys.createdAt))
    .limit(1);
  return live ? `${live.keyId}.${openProviderSecret(config, live.secret)}` : null;
}
