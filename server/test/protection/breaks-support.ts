/** Helpers of the break tests: members with a known password, taking a break, reading it and asking to lift it over HTTP, answers validated. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { breakAnswerSchema, type BreakTerm } from '../../../src/services/schemas/protection-breaks';
import { members } from '../../src/db/schema';
import { hashPassword } from '../../src/domain/passwords';
import { send } from '../access/support';
import type { TestGateway } from '../harness';

export const breakPassword = 'Breaks123';
let hashed: Promise<string> | undefined;

/** Member fields giving the account the test password (hashed once per process). */
export async function withPassword(): Promise<{ passwordHash: string }> {
  hashed ??= hashPassword(breakPassword);
  return { passwordHash: await hashed };
}

/** Gives an existing test member the test password. */
export async function givePassword(gateway: TestGateway, memberId: number): Promise<void> {
  await gateway.db.update(members).set(await withPassword()).where(eq(members.id, memberId));
}

export const takeBreakCall = (gateway: TestGateway, token: string, term: BreakTerm | string, password = breakPassword) =>
  send(gateway, 'playerBreakTake', { token, data: { term, password } });

export async function takeBreak(gateway: TestGateway, token: string, term: BreakTerm) {
  const answer = await takeBreakCall(gateway, token, term);
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return v.parse(breakAnswerSchema, answer.body.value);
}

export async function breakOf(gateway: TestGateway, token: string) {
  const answer = await send(gateway, 'playerBreak', { token });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return v.parse(breakAnswerSchema, answer.body.value);
}

export const requestLift = (gateway: TestGateway, token: string) => send(gateway, 'playerBreakLift', { token });
