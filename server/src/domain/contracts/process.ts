/**
 * One entry for the four process calls: the route's kind and the body's
 * action pick the step. Every step is one transaction.
 */
import type { ContractActionAnswer, ContractActionInput, ContractKind } from '../../../../src/services/schemas/contracts';
import type { GatewayDeps, Member } from '../../http/context';
import { acceptContract } from './accept';
import { offerContract } from './offer';
import { rejectContract } from './reject';
import { requestContract } from './request';
import { keepContract, terminateContract } from './termination';

export async function processContractAction(deps: Pick<GatewayDeps, 'db' | 'clock'>, member: Member, kind: ContractKind, input: ContractActionInput): Promise<ContractActionAnswer> {
  const now = deps.clock.now();
  switch (input.action) {
    case 'offer':
      return offerContract(deps.db, member, kind, input, now);
    case 'request':
      return requestContract(deps.db, member, kind, input, now);
    case 'accept':
      return acceptContract(deps.db, member, kind, input, now);
    case 'reject':
      return rejectContract(deps.db, member, kind, input.contractId, now);
    case 'terminate':
      return terminateContract(deps.db, member, kind, input.contractId, now);
    case 'keep':
      return keepContract(deps.db, member, kind, input.contractId);
  }
}
