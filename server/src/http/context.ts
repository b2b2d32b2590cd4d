/** What every route handler can reach: injected, never imported as module state. */
import type { Db, Listen } from '../db';
import type { Clock, GatewayConfig } from '../config';
import type { members } from '../db/schema';
import type { GatewayReads } from '../cache/gateway-reads';
import type { RandomSource } from '../provider/random';
import type { LiveHub } from '../live/hub';

export type Member = typeof members.$inferSelect;

/** Turns an E call's `Encryption` header and `{ value }` body back into the payload. */
export interface PayloadDecryptor {
  decrypt(encryptionHeader: string, value: string): Promise<unknown>;
  /** Hex RSA modulus served at the key endpoint. */
  publicModulusHex(): string;
  /** Free play's bodiless `Encryption` header: true when it opens to a legacy 16-character key. */
  isFreePlayMarker(encryptionHeader: string): boolean;
}

export interface GatewayDeps {
  db: Db;
  clock: Clock;
  config: GatewayConfig;
  payloads: PayloadDecryptor;
  /** Where the demo games' outcomes come from: the operating system's CSPRNG unless a test replays chosen ones. */
  random?: RandomSource;
  /** LISTEN on the database (OpenedDatabase.listen); without it the gateway serves no live channel and portals poll. */
  listen?: Listen;
}

/** Who sent a call: set before a call's rate limits and handler run. */
export interface Caller {
  token: string | null;
  /** The member the token names; null without a token or with one that is invalid, expired or revoked. */
  member: Member | null;
}

export type GatewayEnv = {
  Variables: {
    deps: GatewayDeps;
    reads: GatewayReads;
    caller: Caller;
    live: LiveHub;
  };
};
