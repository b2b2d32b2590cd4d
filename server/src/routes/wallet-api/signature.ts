/**
 * Every wallet call is signed (domain/wallet-api/signature.ts): this checks
 * the four headers before the body is parsed, and names the provider for
 * the handlers. A bad or missing signature, an unknown key or a key of
 * another provider are all the same `signature.invalid`, so a caller learns
 * nothing about which keys exist.
 *
 * A key read from the database is kept for five seconds (on the gateway's
 * clock): every round signs two calls, and the key row is the same for all
 * of them. A rotation's end or a revocation therefore reaches every instance
 * within five seconds.
 */
import type { MiddlewareHandler } from 'hono';
import { WalletError, walletErrorCodes } from '../../domain/wallet-api/errors';
import { findKey, type ProviderKey } from '../../domain/wallet-api/provider-keys';
import { signatureHeaders, signatureMatches, withinSkew } from '../../domain/wallet-api/signature';
import type { GatewayEnv } from '../../http/context';
import { refusal } from './answers';

export type WalletEnv = { Variables: GatewayEnv['Variables'] & { walletProvider: string } };

export const keyCacheMs = 5_000;

export function verifySignature(): MiddlewareHandler<WalletEnv> {
  const known = new Map<string, { key: ProviderKey; readAt: number }>();
  const keyOf = async (c: Parameters<MiddlewareHandler<WalletEnv>>[0], keyId: string, now: number): Promise<ProviderKey | null> => {
    const held = known.get(keyId);
    if (held && now - held.readAt < keyCacheMs && now >= held.readAt) return held.key;
    const key = await findKey(c.get('deps'), keyId);
    if (key) known.set(keyId, { key, readAt: now });
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
    const key = await keyOf(c, keyId, now);
    if (!key || key.providerId !== provider) return invalid();
    if (!signatureMatches(key.secret, { method: c.req.method, path: c.req.path, timestamp, body: await c.req.text() }, signature)) return invalid();
    if (key.revokedAt !== null || key.providerStatus !== 'active') return refusal(c, new WalletError(walletErrorCodes.providerRevoked, 403));
    if (key.expiresAt !== null && key.expiresAt <= now) return refusal(c, new WalletError(walletErrorCodes.keyExpired, 401));
    c.set('walletProvider', provider);
    await next();
  };
}
