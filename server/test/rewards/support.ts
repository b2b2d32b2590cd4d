/** Helpers of the reward tests: a fixed clock, rows the provider and the cashier would write, answers checked against the portal's schemas. */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { CallName } from '../../../src/services/calls';
import { bets } from '../../src/db/schema';
import { moveMoney } from '../../src/domain/ledger';
import { toCents } from '../../src/domain/money';
import type { TestGateway } from '../harness';
import { callGateway, type CallOptions } from '../http';

/** Wednesday 25 November 2026, 12:00 UTC: the week began on Monday the 23rd. */
export const fixedNow = Date.UTC(2026, 10, 25, 12, 0, 0);
export const hour = 60 * 60 * 1000;
export const day = 24 * hour;
export const fixedClock = { now: () => fixedNow };

let serial = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++serial}`;

export const requestId = () => `req-${unique()}`.replace(/[^A-Za-z0-9_-]/g, '');

/** A settled (or open) round, as the provider stores it. */
export async function insertRound(
  gateway: TestGateway,
  round: { memberId: number; category: string; stake: string; payout?: string; at: number; status?: 'open' | 'settled' },
): Promise<void> {
  await gateway.db.insert(bets).values({
    roundId: `reward-test-${unique()}`,
    memberId: round.memberId,
    nodeId: 1,
    vendor: 'TEST',
    category: round.category,
    stake: round.stake,
    payout: round.payout ?? '0',
    status: round.status ?? 'settled',
    createdAt: round.at,
    settledAt: round.status === 'open' ? null : round.at,
  });
}

/** An approved deposit: a ledger credit of kind deposit. */
export async function insertDeposit(gateway: TestGateway, memberId: number, amount: string, at: number): Promise<void> {
  await moveMoney(gateway.db, { memberId, cents: toCents(amount), kind: 'deposit', idempotencyKey: `test-deposit-${unique()}`, now: at });
}

/** A successful call's value, checked against the answer schema the portal validates with. */
export async function answerOf<T extends v.GenericSchema>(gateway: TestGateway, name: CallName, schema: T, options: CallOptions = {}): Promise<v.InferOutput<T>> {
  const answer = await callGateway(gateway, name, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(schema, answer.body.value);
}
