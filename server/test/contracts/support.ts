/**
 * Helpers of the contract tests: agents with direct downlines, the four
 * process calls as the portal sends them, and terms that pass validation.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { contractCallOf, type ContractActionAnswer, type ContractKind } from '../../../src/services/schemas/contracts';
import { send, type Answer } from '../access/support';
import { fundedMember, type Funded } from '../funds/support';
import type { TestGateway } from '../harness';

export const hour = 60 * 60 * 1000;
export const day = 24 * hour;

export const newRequestId = (): string => randomUUID();

export interface Pair {
  agent: Funded;
  downline: Funded;
}

/** A fresh agent (type 1) with one direct downline, both with sessions and money. */
export async function agentWithDownline(gateway: TestGateway, downlineFields: { type?: number; language?: string } = {}): Promise<Pair> {
  const agent = await fundedMember(gateway, '10000.00', { type: 1 });
  const downline = await fundedMember(gateway, '10000.00', { uplineId: agent.id, ...downlineFields });
  return { agent, downline };
}

/** A member of the downline's team below it (counts in the team's figures). */
export const teamMember = (gateway: TestGateway, uplineId: number): Promise<Funded> => fundedMember(gateway, '10000.00', { uplineId });

export const termsOf: Record<ContractKind, Record<string, unknown>> = {
  dividend: { period: 'D', validBet: '100', profitLoss: '0', activeMembers: 1, rate: '10' },
  dailySalary: { teamBetting: '500', activeMembers: 1, rate: '1.5', dailyBetAmount: '100', amount: '3.33' },
  hourlySalary: { teamBetting: '50', rate: '1.10', hourlyBetAmount: '5' },
  realTimeSalary: { profitRate: '0.5', lossRate: '1.25', singleBetAmount: '2' },
};

export const act = (gateway: TestGateway, kind: ContractKind, token: string, data: Record<string, unknown>): Promise<Answer<ContractActionAnswer>> =>
  send<ContractActionAnswer>(gateway, contractCallOf[kind], { token, data });

/** A step that must succeed; answers the contract after it. */
export async function step(gateway: TestGateway, kind: ContractKind, token: string, data: Record<string, unknown>): Promise<ContractActionAnswer> {
  const answer = await act(gateway, kind, token, data);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value;
}

/** A step that must be refused with this status and code. */
export async function refused(gateway: TestGateway, kind: ContractKind, token: string, data: Record<string, unknown>, status: number, code: string): Promise<Answer<ContractActionAnswer>> {
  const answer = await act(gateway, kind, token, data);
  expect({ status: answer.status, code: answer.body.errorCode }, JSON.stringify(answer.body)).toEqual({ status, code });
  return answer;
}

export const offer = (gateway: TestGateway, kind: ContractKind, pair: Pair, terms: Record<string, unknown> = termsOf[kind]) =>
  step(gateway, kind, pair.agent.token, { action: 'offer', requestId: newRequestId(), downlineId: pair.downline.id, terms });

/** Offered and accepted: an active contract. */
export async function activeContract(gateway: TestGateway, kind: ContractKind, pair: Pair, terms: Record<string, unknown> = termsOf[kind]): Promise<number> {
  const offered = await offer(gateway, kind, pair, terms);
  const accepted = await step(gateway, kind, pair.downline.token, { action: 'accept', contractId: offered.contract.id });
  expect(accepted.contract.status).toBe('active');
  return accepted.contract.id;
}
