/**
 * Signing a wallet call, as the wallet API's documentation says: HMAC-SHA256
 * under the key's secret over method, path, timestamp and body, one a line.
 * Written here again rather than imported from the gateway: the provider is
 * a client that could live in another repository, and the in-process path
 * checking these signatures on every round keeps the two in step.
 */
import { createHmac } from 'node:crypto';

export interface ProviderCredentials {
  providerId: string;
  /** `<keyId>.<secret>`, as the operator handed it over. */
  key: string;
}

export function signedHeaders(credentials: ProviderCredentials, method: string, path: string, body: string, now: number): Record<string, string> {
  const dot = credentials.key.indexOf('.');
  const keyId = credentials.key.slice(0, dot);
  const secret = credentials.key.slice(dot + 1);
  const timestamp = String(now);
  return {
    'Content-Type': 'application/json',
    'X-Wallet-Provider': credentials.providerId,
    'X-Wallet-Key': keyId,
    'X-Wallet-Timestamp': timestamp,
    'X-Wallet-Signature': createHmac('sha256', secret).update(`${method}\n${path}\n${timestamp}\n${body}`).digest('hex'),
  };
}
