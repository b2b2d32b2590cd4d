/**
 * The provider's wallet client: one method per wallet call, each a signed
 * JSON POST. Where the request goes is the transport's business: fetch to a
 * gateway's URL when the provider runs as its own process, or the gateway's
 * own request handler when it runs inside it, the same signed request
 * either way. A refusal becomes a WalletCallError with the wallet's code.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../config';
import { signedHeaders, type ProviderCredentials } from './sign';

/** Sends a request somewhere that answers it like the gateway would. */
export type WalletTransport = (request: Request) => Promise<Response>;

export class WalletCallError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly body: Record<string, unknown> = {},
  ) {
    super(`wallet refused: ${code} (${status})`);
  }
}

export interface Player {
  id: string;
  wallet: number;
}

export interface SessionAnswer {
  token: string;
  player: Player;
  game: { code: string };
  balance: string;
  currency: string;
}
export type BalanceAnswer = Omit<SessionAnswer, 'token'>;
export interface MoneyAnswer {
  transactionId: string;
  roundId: string;
  balance: string | null;
  currency: string;
  /** A copy of an earlier call: the wallet answered what it answered then (Idempotent-Replayed). */
  replayed: boolean;
}

export interface WalletClient {
  session(launchToken: string): Promise<SessionAnswer>;
  balance(token: string): Promise<BalanceAnswer>;
  bet(call: { token: string; roundId: string; gameCode: string; amount: string; detail?: Record<string, unknown> }): Promise<MoneyAnswer>;
  win(call: { roundId: string; amount: string; closeRound: boolean; detail?: Record<string, unknown> }): Promise<MoneyAnswer>;
  /** An instant round: the stake and the closing payout in one call. */
  round(call: { token: string; roundId: string; gameCode: string; amount: string; win: string; detail?: Record<string, unknown> }): Promise<MoneyAnswer>;
  rollback(call: { roundId: string }): Promise<MoneyAnswer & { refunded: string }>;
  close(call: { roundId: string; detail?: Record<string, unknown> }): Promise<MoneyAnswer>;
}

export interface WalletClientOptions {
  /** Origin the paths are resolved against (in process any origin does). */
  baseUrl: string;
  transport: WalletTransport;
  /** Read before each call: an in-process provider picks up a rotated key this way. */
  credentials: () => Promise<ProviderCredentials>;
  /** Called when the wallet says the key is no longer good, before one retry with fresh credentials. */
  onKeyRefused?: () => void;
  clock: Clock;
}

const keyRefusals = new Set(['signature.invalid', 'key.expired']);

/** Transaction ids follow from the round: a call sent again is the same call. */
const transactionOf = (roundId: string, kind: string) => `${roundId}:${kind}`;

export function createWalletClient(options: WalletClientOptions): WalletClient {
  async function send(path: string, payload: Record<string, unknown>, retry = true): Promise<{ body: Record<string, unknown>; replayed: boolean }> {
    const body = JSON.stringify(payload);
    const fullPath = `/wallet/v1${path}`;
    const headers = signedHeaders(await options.credentials(), 'POST', fullPath, body, options.clock.now());
    const response = await options.transport(new Request(new URL(fullPath, options.baseUrl), { method: 'POST', headers, body }));
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { body: answer, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
    const code = typeof answer.error === 'string' ? answer.error : 'internal';
    if (retry && options.onKeyRefused && keyRefusals.has(code)) {
      options.onKeyRefused();
      return send(path, payload, false);
    }
    throw new WalletCallError(code, response.status, answer);
  }
  const money = async <T>(path: string, payload: Record<string, unknown>) => {
    const { body, replayed } = await send(path, { requestId: randomUUID(), ...payload });
    return { ...(body as T), replayed };
  };
  return {
    session: async (launchToken) => (await send('/session', { launchToken })).body as unknown as SessionAnswer,
    balance: async (token) => (await send('/balance', { token })).body as unknown as BalanceAnswer,
    bet: (call) => money<MoneyAnswer>('/bet', { transactionId: transactionOf(call.roundId, 'bet'), ...call }),
    win: (call) => money<MoneyAnswer>('/win', { transactionId: transactionOf(call.roundId, 'win'), ...call }),
    round: (call) => money<MoneyAnswer>('/round', { transactionId: transactionOf(call.roundId, 'bet'), winTransactionId: transactionOf(call.roundId, 'win'), ...call }),
    rollback: (call) =>
      money<MoneyAnswer & { refunded: string }>('/rollback', { transactionId: transactionOf(call.roundId, 'rollback'), roundId: call.roundId, betTransactionId: transactionOf(call.roundId, 'bet') }),
    close: (call) => money<MoneyAnswer>('/round/close', { transactionId: transactionOf(call.roundId, 'close'), ...call }),
  };
}
