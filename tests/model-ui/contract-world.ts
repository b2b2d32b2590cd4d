/**
 * The contract side of the contract UI paths, made with the gateway's own
 * contract steps on its database: per path a fresh agent (the upline), its
 * direct downline (an agent itself) and, when the path needs it, that
 * downline's own downline; the contract a path starts from; the downline's
 * own 2.00 % daily salary that makes a lower accepted rate end it (the
 * higher_rate rule); and a tab whose live channel is off, so a step taken on
 * the side shows only when the member reloads.
 */
import type { Page } from '@playwright/test';
import { processContractAction } from '../../server/src/domain/contracts/process';
import { createMember } from '../../server/src/domain/members';
import { hashPassword } from '../../server/src/domain/passwords';
import type { Member } from '../../server/src/http/context';
import { termsCases, type ContractCase } from '../../src/machines/contract/contract-cases';
import { calls } from '../../src/services/calls';
import type { ContractActionInput, ContractKind } from '../../src/services/schemas/contracts';
import type { TestGateway } from '../e2e/support/gateway';

export interface ContractParty {
  member: Member;
  login: { username: string; password: string };
}

export interface ContractParties {
  upline: ContractParty;
  downline: ContractParty;
  /** The downline's own downline, made when a path needs the higher_rate rule. */
  sub: ContractParty | null;
}

const password = 'Member123';
let serial = 0;
// Hashed once: a path makes up to three members, and hashing is most of what making one costs.
let passwordHash: Promise<string> | null = null;

async function party(gateway: TestGateway, prefix: string, fields: { type?: number; uplineId?: number }): Promise<ContractParty> {
  const account = `${prefix}${process.pid % 10_000}x${++serial}`;
  passwordHash ??= hashPassword(password);
  const member = await createMember(gateway.db, { account, password, passwordHash: await passwordHash, openingBalance: '1000.00', now: gateway.deps.clock.now(), ...fields });
  return { member, login: { username: account, password } };
}

export async function contractParties(gateway: TestGateway): Promise<ContractParties> {
  const upline = await party(gateway, 'ctup', { type: 1 });
  const downline = await party(gateway, 'ctdn', { type: 1, uplineId: upline.member.id });
  return { upline, downline, sub: null };
}

/** One contract step as the party would send it from another tab; it must succeed. */
export const stepOnTheSide = (gateway: TestGateway, by: ContractParty, kind: ContractKind, input: ContractActionInput) =>
  processContractAction(gateway.deps, by.member, kind, input);

const requestId = () => `ui-contract-${process.pid}-${++serial}`;

/** Puts the start case's contract in place; its id. */
export async function arrangeContract(gateway: TestGateway, parties: ContractParties, start: ContractCase): Promise<number> {
  const { upline, downline } = parties;
  const { kind } = start;
  if (start.status === 'requested') return (await stepOnTheSide(gateway, downline, kind, { action: 'request', requestId: requestId(), note: 'A contract for my team, please.' })).contract.id;
  const id = (await stepOnTheSide(gateway, upline, kind, { action: 'offer', requestId: requestId(), downlineId: downline.member.id, terms: termsCases[kind] })).contract.id;
  if (start.status === 'rejected') await stepOnTheSide(gateway, downline, kind, { action: 'reject', contractId: id });
  if (start.status === 'terminated') await stepOnTheSide(gateway, upline, kind, { action: 'terminate', contractId: id });
  if (start.status === 'active' || start.status === 'terminationRequested') await stepOnTheSide(gateway, downline, kind, { action: 'accept', contractId: id, confirmHigherRate: false });
  if (start.status === 'terminationRequested') await stepOnTheSide(gateway, start.terminationRequestedBy === 'upline' ? upline : downline, kind, { action: 'terminate', contractId: id });
  return id;
}

/** The downline's own running daily salary at 2.00 % to its downline: accepting a lower daily-salary rate ends it. */
export async function arrangeHigherRate(gateway: TestGateway, parties: ContractParties): Promise<number> {
  parties.sub ??= await party(gateway, 'ctsb', { uplineId: parties.downline.member.id });
  const terms = { ...termsCases.dailySalary, rate: '2.00' };
  const id = (await stepOnTheSide(gateway, parties.downline, 'dailySalary', { action: 'offer', requestId: requestId(), downlineId: parties.sub.member.id, terms })).contract.id;
  await stepOnTheSide(gateway, parties.sub, 'dailySalary', { action: 'accept', contractId: id, confirmHigherRate: false });
  return id;
}

/** Ends the downline's own contract again (both parties agree), so a plain accept has nothing to end. */
export async function endHigherRate(gateway: TestGateway, parties: ContractParties, id: number): Promise<void> {
  await stepOnTheSide(gateway, parties.downline, 'dailySalary', { action: 'terminate', contractId: id });
  if (parties.sub) await stepOnTheSide(gateway, parties.sub, 'dailySalary', { action: 'terminate', contractId: id });
}

/**
 * This tab hears nothing live: its channel cannot connect, so it only tries again later (a gateway without the
 * channel would make the tab re-read everything at an interval instead, reloading the list behind the path's back).
 */
export const withoutLiveChannel = (page: Page) => page.route((url) => url.pathname === calls.liveUpdates.path, (route) => route.abort('internetdisconnected'));

/** The next call to `path` is lost on the way: the gateway never hears of it. */
export const dropNextCall = (page: Page, path: string) => page.route((url) => url.pathname === path, (route) => route.abort('connectionreset'), { times: 1 });

/** The next call to `path` is carried out by the gateway and its answer lost on the way back. */
export const loseNextAnswer = (page: Page, path: string) =>
  page.route(
    (url) => url.pathname === path,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
