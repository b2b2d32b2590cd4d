/**
 * Helpers of the wallet API tests: a provider registered for the test with
 * its own key, signed calls over real HTTP, player tokens opened the way a
 * provider opens them, and a member's money figures.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ledgerEntries, wallets } from '../../src/db/schema';
import { ledgerSum } from '../../src/domain/ledger';
import { toCents } from '../../src/domain/money';
import { addProvider } from '../../src/domain/wallet-api/provider-keys';
import { signedHeaders, type ProviderCredentials } from '../../src/provider/wallet/sign';
import type { TestGateway } from '../harness';
import { fundedMember, insertGame, playSession, type FundedMember, type GameRow } from '../provider/support';

let counter = 0;

/** A provider of its own for the test, allowed the given games ('*' for all). */
export async function newProvider(gateway: TestGateway, games: string[] = ['*']): Promise<ProviderCredentials> {
  const id = `test-${process.pid}-${++counter}`;
  const issued = await addProvider(gateway.deps, { id, name: 'Test provider', games, now: gateway.deps.clock.now() });
  return { providerId: id, key: issued.key };
}

export interface WalletAnswer {
  status: number;
  body: Record<string, any>;
  replayed: boolean;
}

export interface SignOptions {
  /** Shifts the signed timestamp from the gateway's clock. */
  skewMs?: number;
  /** Sends a body other than the one signed. */
  tamper?: (body: string) => string;
  headers?: Record<string, string | undefined>;
}

export async function walletCall(gateway: TestGateway, credentials: ProviderCredentials, path: string, payload: unknown, options: SignOptions = {}): Promise<WalletAnswer> {
  const body = JSON.stringify(payload);
  const fullPath = `/wallet/v1${path}`;
  const headers: Record<string, string> = signedHeaders(credentials, 'POST', fullPath, body, gateway.deps.clock.now() + (options.skewMs ?? 0));
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  const response = await fetch(new URL(fullPath, gateway.url), { method: 'POST', headers, body: options.tamper ? options.tamper(body) : body });
  return { status: response.status, body: (await response.json()) as Record<string, any>, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
}

/** A funded member with a play session on a slot game, as a provider holds one after POST /session. */
export async function playerWithToken(gateway: TestGateway, opening = '100.00', game?: GameRow): Promise<{ member: FundedMember; game: GameRow; token: string }> {
  const member = await fundedMember(gateway, opening);
  const played = game ?? (await insertGame(gateway, 'slot'));
  return { member, game: played, token: await playSession(gateway, member, played) };
}

/** Calls of one provider for one player, with fresh request ids and the transaction ids a client derives from the round. */
export function callsFor(gateway: TestGateway, credentials: ProviderCredentials, player: { token: string; game: GameRow }) {
  const call = (path: string, payload: Record<string, unknown>, options?: SignOptions) => walletCall(gateway, credentials, path, { requestId: randomUUID(), ...payload }, options);
  return {
    call,
    balance: () => call('/balance', { token: player.token }),
    bet: (roundId: string, amount: string, extra: Record<string, unknown> = {}) =>
      call('/bet', { transactionId: `${roundId}:bet`, token: player.token, roundId, gameCode: player.game.code, amount, ...extra }),
    win: (roundId: string, amount: string, closeRound = true) => call('/win', { transactionId: `${roundId}:win`, roundId, amount, closeRound }),
    round: (roundId: string, amount: string, win: string, extra: Record<string, unknown> = {}) =>
      call('/round', { transactionId: `${roundId}:bet`, winTransactionId: `${roundId}:win`, token: player.token, roundId, gameCode: player.game.code, amount, win, ...extra }),
    rollback: (roundId: string, transactionId = `${roundId}:rollback`) => call('/rollback', { transactionId, roundId, betTransactionId: `${roundId}:bet` }),
    close: (roundId: string) => call('/round/close', { transactionId: `${roundId}:close`, roundId }),
  };
}

/** The member's main wallet, its ledger sum and how many refunds each round got, in cents. */
export async function walletFigures(gateway: TestGateway, memberId: number) {
  const [wallet] = await gateway.db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, 0)));
  const refunds = await gateway.db
    .select({ key: ledgerEntries.idempotencyKey, count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), sql`${ledgerEntries.idempotencyKey} like 'refund:%'`))
    .groupBy(ledgerEntries.idempotencyKey);
  return {
    balance: toCents(wallet?.balance ?? '0'),
    ledger: toCents(await ledgerSum(gateway.db, memberId)),
    refundsPerRound: refunds.map((row) => Number(row.count)),
  };
}
