/**
 * What the demo provider runs with: its own tables and the catalogue (in the
 * gateway's database when it runs inside the gateway, in its own otherwise),
 * a clock, where outcomes come from, and the wallet client it reaches money
 * through. It never gets the gateway's deps, so it cannot reach the ledger.
 */
import type { Clock } from '../config';
import type { Db } from '../db';
import { cachedGames, type GameByCode } from './catalogue-cache';
import type { RandomSource } from './random';
import type { WalletClient } from './wallet/client';
import type { PlayerFacts } from './sessions/player-session';

export interface ProviderDeps {
  db: Db;
  clock: Clock;
  /** The CSPRNG unless a test replays chosen outcomes. */
  random?: RandomSource;
  wallet: WalletClient;
  /** What the wallet said about each play session it opened (never changes for a session). */
  sessions: Map<string, PlayerFacts>;
  /** The catalogue row of a game, kept while the content version stands (catalogue-cache.ts). */
  gameByCode: GameByCode;
}

/** A transaction on the provider's database. */
export type ProviderTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ProviderEnv = { Variables: { providerDeps: ProviderDeps } };

export function providerDeps(input: Omit<ProviderDeps, 'sessions' | 'gameByCode'>): ProviderDeps {
  return { ...input, sessions: new Map(), gameByCode: cachedGames(input.db) };
}

const walletsByDatabase = new WeakMap<Db, WalletClient>();

/**
 * The draw job and callers that hold only a database and a clock (tests,
 * the gateway's job runner) find the wallet the provider mounted on that
 * database here: a registry keyed by the database object, so gateways
 * side by side in one process never share one.
 */
export function registerWallet(db: Db, wallet: WalletClient): void {
  walletsByDatabase.set(db, wallet);
}

export function walletFor(deps: { db: Db; wallet?: WalletClient }): WalletClient {
  const wallet = deps.wallet ?? walletsByDatabase.get(deps.db);
  if (!wallet) throw new Error('no wallet client: the demo provider is not mounted on this database');
  return wallet;
}
