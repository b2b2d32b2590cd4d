/**
 * The reads an instance shares between its concurrent requests: sessions,
 * balances, the content version and the public answers built from it. Made
 * once per app (createApp), so two gateways in one process, as tests start
 * them, never share a cache.
 */
import type { Clock } from '../config';
import type { Db } from '../db';
import { storedCdn } from '../domain/asset-hosts';
import { sessionReader } from '../domain/sessions';
import { balanceReader, brandCurrency } from '../domain/wallet';
import type { Member } from '../http/context';
import type { Balance } from '../../../src/services/schemas/account';
import { contentVersionReader } from './content-version';
import { publicAnswers, type PublicAnswers } from './public-answers';
import { versionedValue } from './versioned-value';

export interface GatewayReads {
  /** The member a session token names, or null (unknown, expired, revoked). */
  memberOf(token: string): Promise<Member | null>;
  balanceOf(memberId: number): Promise<Balance>;
  answers: PublicAnswers;
  /** The brand's stored `cdn` setting (domain/asset-hosts.ts), re-read when the content version moves. */
  cdn(): Promise<unknown>;
}

export function gatewayReads({ db, clock }: { db: Db; clock: Clock }): GatewayReads {
  const contentVersion = contentVersionReader(db);
  return {
    memberOf: sessionReader({ db, clock }),
    balanceOf: balanceReader(db, versionedValue(contentVersion, () => brandCurrency(db))),
    answers: publicAnswers({ clock, contentVersion }),
    cdn: versionedValue(contentVersion, () => storedCdn(db)),
  };
}
