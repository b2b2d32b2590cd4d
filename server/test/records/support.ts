/**
 * Helpers of the records tests: bets and ledger rows written the way the
 * provider and the wallet write them, answers checked against the portal's
 * schemas, and the period every suite reads.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { CallName } from '../../../src/services/calls';
import type { LedgerKindName } from '../../../src/services/schemas/records';
import { bets } from '../../src/db/schema';
import { moveMoney } from '../../src/domain/ledger';
import { toCents } from '../../src/domain/money';
import { seeded } from '../games/support';
import type { TestGateway } from '../harness';
import { callGateway, type CallOptions } from '../http';

export const hour = 60 * 60 * 1000;
export const day = 24 * hour;

/** A successful call's value, checked against the answer schema the portal validates with. */
export async function answerOf<T extends v.GenericSchema>(gateway: TestGateway, name: CallName, schema: T, options: CallOptions = {}): Promise<v.InferOutput<T>> {
  const answer = await callGateway(gateway, name, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(schema, answer.body.value);
}

/** A refusal: its status, code and field codes. */
export async function refusalOf(gateway: TestGateway, name: CallName, options: CallOptions = {}): Promise<{ status: number; code: string; fields: Record<string, string> }> {
  const answer = await callGateway(gateway, name, options);
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(false);
  return { status: answer.status, code: answer.body.errorCode ?? '', fields: answer.body.fields ?? {} };
}

let round = 0;

/** A bets row as the provider writes it (no ledger rows: the records pages read bets alone); answers its id. */
export async function insertBet(
  gateway: TestGateway,
  bet: { memberId: number; code: string; stake: string; payout?: string; createdAt: number; status?: 'open' | 'settled' },
): Promise<number> {
  const game = seeded(bet.code);
  const [row] = await gateway.db
    .insert(bets)
    .values({
      roundId: `records-${process.pid}-${++round}`,
      memberId: bet.memberId,
      nodeId: game.nodeId,
      vendor: game.vendor,
      category: game.gameType,
      stake: bet.stake,
      payout: bet.payout ?? '0',
      status: bet.status ?? 'settled',
      createdAt: bet.createdAt,
      settledAt: bet.status === 'open' ? null : bet.createdAt,
    })
    .returning({ id: bets.id });
  return row.id;
}

/** A ledger movement through the one money path; answers the ledger row id. */
export async function move(
  gateway: TestGateway,
  movement: { memberId: number; amount: string; kind: LedgerKindName; at: number; accountTypeId?: number; reference?: string },
): Promise<number> {
  const done = await moveMoney(gateway.db, {
    memberId: movement.memberId,
    accountTypeId: movement.accountTypeId,
    cents: toCents(movement.amount),
    kind: movement.kind,
    idempotencyKey: `records-test:${randomUUID()}`,
    reference: movement.reference ?? movement.kind,
    now: movement.at,
  });
  return done.ledgerId;
}

export const periodQuery = (startTime: number, endTime: number, extra: Record<string, string> = {}): Record<string, string> => ({
  startTime: String(startTime),
  endTime: String(endTime),
  ...extra,
});

export const requestId = (): string => `rq-${randomUUID()}`;
