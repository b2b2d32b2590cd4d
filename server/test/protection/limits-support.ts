/** Helpers of the limits tests: the member's limits, setting, confirming and cancelling over HTTP, each answer validated. */
import * as v from 'valibot';
import { expect } from 'vitest';
import { limitsAnswerSchema, setLimitAnswerSchema, type LimitKind, type LimitState, type LimitWindow } from '../../../src/services/schemas/limits';
import { send } from '../access/support';
import type { TestGateway } from '../harness';

export async function limitsOf(gateway: TestGateway, token: string) {
  const answer = await send(gateway, 'playerLimits', { token });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return v.parse(limitsAnswerSchema, answer.body.value);
}

export const limitOf = (limits: { limits: LimitState[] }, kind: LimitKind, window: LimitWindow): LimitState =>
  limits.limits.find((limit) => limit.kind === kind && limit.window === window)!;

export async function setLimit(gateway: TestGateway, token: string, kind: LimitKind, window: LimitWindow, amount: string | null) {
  const answer = await send(gateway, 'playerLimitSet', { token, data: { kind, window, amount } });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return v.parse(setLimitAnswerSchema, answer.body.value);
}

export const confirmLimit = (gateway: TestGateway, token: string, kind: LimitKind, window: LimitWindow) =>
  send(gateway, 'playerLimitConfirm', { token, data: { kind, window } });

export const cancelLimit = (gateway: TestGateway, token: string, kind: LimitKind, window: LimitWindow) =>
  send(gateway, 'playerLimitCancel', { token, data: { kind, window } });
