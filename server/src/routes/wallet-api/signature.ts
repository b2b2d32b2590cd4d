/**
 * Every wallet call is signed (domain/wallet-api/signature.ts): this checks
 * the four headers before the body is parsed, and names the provider for
 * the handlers. A bad or missing signature, an unknown key or a key of
 * another provider are all the same `signature.invalid`, so a caller learns
 * nothing about which keys exist.
 *
 * A key read from the database is kept until the content version moves:
 * every call of a round is signed with the same key row, and every change of
 * a provider, its keys or its games raises the version (migration 0027), so
 * a revocation or a rotation's end reaches every instance with its next call.
 */
import type { MiddlewareHandler } from 'hono';
import type { ContentVersionRead } from '../../cache/content-version';
import { WalletError, walletErrorCodes } from '../../domain/wallet-api/errors';
import { findKey, type ProviderKey } from '../../domain/wallet-api/provider-keys';
import { signatureHeaders, signatureMatches, withinSkew } from '../../domain/wallet-api/signature';
import type { GatewayEnv } from '../../http/context';
import { refusal } from './answers';

/** The verified provider, and the content version read for this request: every cache of the call is keyed by that one read. */
export type WalletEnv = { Variables: GatewayEnv['Variables'] & { walletProvider: string; contentVersion: number } };

export function verifySignature(contentVersion: ContentVersionRead): MiddlewareHandler<WalletEnv> {
  const known = new Map<string, { key: ProviderKey; version: number }>();
  const keyOf = async (c: Parameters<MiddlewareHandler<WalletEnv>>[0], keyId: string, version: number): Promise<ProviderKey | null> => {
    const held = known.get(keyId);
    if (held?.version === version) return held.key;
    const key = await findKey(c.get('deps'), keyId);
    // An unknown key is never kept: guessing key ids must not fill the map.
    if (key) known.set(keyId, { key, version });
    else known.delete(keyId);
    return key;
  };
  return async (c, next) => {
    const { clock } = c.get('deps');
    const [provider, keyId, timestamp, signature] = [
      signatureHeaders.provider,
      signatureHeaders.key,
      signatureHeaders.timestamp,
      signatureHeaders.signature,
    ].map((name) => c.req.header(name) ?? '');
    const now = clock.now();
    const invalid = () => refusal(c, new WalletError(walletErrorCodes.signatureInvalid, 401));
    if (!provider || !keyId || !timestamp || !signature) return invalid();
    if (!withinSkew(timestamp, now)) return refusal(c, new WalletError(walletErrorCodes.timestampSkewed, 401));
    const version = await contentVersion();
    c.set('contentVersion', version);
    const key = await keyOf(c, keyId, version);
    if (!key || key.providerId !== provider) return invalid();
    if (!signatureMatches(key.secret, { method: c.req.method, path: c.req.path, timestamp, body: await c.req.text() }, signature)) return invalid();
    if (key.revokedAt !== null || key.providerStatus !== 'active') return refusal(c, new WalletError(walletErrorCodes.providerRevoked, 403));
    if (key.expiresAt !== null && key.expiresAt <= now) return refusal(c, new WalletError(walletErrorCodes.keyExpired, 401));
    c.set('walletProvider', provider);
    await next();
  };
}
