/**
 * The world the contract machines are replayed in: per path a fresh agent
 * (the upline), its direct downline (an agent itself) and that downline's
 * own downline, each with a session and the portal's HTTP client; the
 * contract the plan starts from, put in place through the gateway's own
 * calls; and the steps the other party (or the same party in another tab)
 * takes on the side.
 */
import { fundedMember } from '../../../server/test/funds/support';
import { loadContracts, processContract } from '../../../src/services/contracts.api';
import { newRequestId } from '../../../src/services/funds.actors';
import type { HttpClient } from '../../../src/services/http';
import type { Contract, ContractActionInput, ContractKind } from '../../../src/services/schemas/contracts';
import { termsCases, type ContractCase } from '../../../src/machines/contract/contract-cases';
import { createPathClient, uniqueSuffix, type World } from './access-world';

export interface Party {
  id: number;
  account: string;
  http: HttpClient;
}

export interface ContractWorld {
  upline: Party;
  downline: Party;
  /** The downline's own downline: the other side of the higher-rate rule. */
  sub: Party;
}

async function party(world: World, fields: { type?: number; uplineId?: number }): Promise<Party> {
  const account = `ct${uniqueSuffix()}`;
  const member = await fundedMember(world.gateway, '1000.00', { account, nickname: account, ...fields });
  const client = createPathClient(world, { read: () => member.token } as never);
  return { id: member.id, account, http: client.http };
}

export async function contractWorld(world: World): Promise<ContractWorld> {
  const upline = await party(world, { type: 1 });
  const downline = await party(world, { type: 1, uplineId: upline.id });
  const sub = await party(world, { uplineId: downline.id });
  return { upline, downline, sub };
}

/** One step through the portal's own API function, which must succeed. */
export const act = (by: Party, kind: ContractKind, input: ContractActionInput) => processContract({ http: by.http }, kind, input);

export const offerFrom = (upline: Party, downline: Party, kind: ContractKind, terms: Record<string, string | number> = termsCases[kind]) =>
  act(upline, kind, { action: 'offer', requestId: newRequestId(), downlineId: downline.id, terms });

/** The contract as `by` sees it now, from the caller's list of every contract. */
export async function seenBy(by: Party, id: number): Promise<Contract> {
  const list = await loadContracts({ http: by.http }, { scope: 'all', pageSize: 100 });
  const found = list.list.find((contract) => contract.id === id);
  if (!found) throw new Error(`contract ${id} not listed for ${by.account}`);
  return found;
}

/** Puts a contract of the start case in place and answers it as the party the case looks from. */
export async function arrangeStart(parties: ContractWorld, start: ContractCase): Promise<{ contract: Contract; me: Party; other: Party }> {
  const { upline, downline } = parties;
  const { kind } = start;
  let id: number;
  if (start.status === 'requested') {
    id = (await act(downline, kind, { action: 'request', requestId: newRequestId(), note: 'A weekly dividend, please.' })).contract.id;
  } else {
    id = (await offerFrom(upline, downline, kind)).contract.id;
    if (start.status === 'rejected') await act(downline, kind, { action: 'reject', contractId: id });
    if (start.status === 'terminated') await act(upline, kind, { action: 'terminate', contractId: id });
    if (start.status === 'active' || start.status === 'terminationRequested') await act(downline, kind, { action: 'accept', contractId: id, confirmHigherRate: false });
    if (start.status === 'terminationRequested') await act(start.terminationRequestedBy === 'upline' ? upline : downline, kind, { action: 'terminate', contractId: id });
  }
  const me = start.role === 'upline' ? upline : downline;
  return { contract: await seenBy(me, id), me, other: me === upline ? downline : upline };
}
