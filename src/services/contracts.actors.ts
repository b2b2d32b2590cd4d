/**
 * Actor bindings of the contract flows: each step of one contract (accept,
 * with the higher-rate confirmation when given; reject; terminate, which
 * also withdraws an offer and confirms the other party's termination; keep),
 * the upline's offer with its request id, the downline's request for a new
 * contract, and the caller's open contracts for the list.
 */
import { fromPromise } from 'xstate';
import type { ContractStepAnswer, ContractStepInput } from '../machines/contract/contract-types';
import type { OfferSubmission } from '../machines/contract/contract-offer.machine';
import { loadContracts, processContract } from './contracts.api';
import { newRequestId } from './funds.actors';
import type { HttpClient } from './http';
import type { ContractActionAnswer, ContractKind, ContractList } from './schemas/contracts';

export interface ContractDeps {
  http: HttpClient;
  /** A fixed generator in tests; random ids otherwise. */
  newRequestId?: () => string;
}

/** What the downline's request form sends. */
export interface ContractRequestValues {
  kind: ContractKind;
  note: string;
}

type Step = 'accept' | 'reject' | 'terminate' | 'keep';

const stepOf = (http: HttpClient, action: Step) =>
  fromPromise<ContractStepAnswer, ContractStepInput>(({ input, signal }) => {
    const { id: contractId, kind } = input.contract;
    const body = action === 'accept' ? { action, contractId, confirmHigherRate: input.confirmHigherRate === true } : { action, contractId };
    return processContract({ http, signal }, kind, body);
  });

export function createContractActors({ http }: ContractDeps) {
  return {
    acceptContract: stepOf(http, 'accept'),
    rejectContract: stepOf(http, 'reject'),
    terminateContract: stepOf(http, 'terminate'),
    keepContract: stepOf(http, 'keep'),
  };
}

export function createContractOfferActors({ http, newRequestId: generate = newRequestId }: ContractDeps) {
  return {
    createRequestId: fromPromise<string>(async () => generate()),
    submitOffer: fromPromise<ContractActionAnswer, OfferSubmission>(({ input, signal }) =>
      processContract({ http, signal }, input.kind, {
        action: 'offer',
        requestId: input.requestId,
        downlineId: input.downlineId,
        ...(input.contractId !== null ? { contractId: input.contractId } : {}),
        terms: input.terms,
      }),
    ),
  };
}

/** The request carries a new id per submission: the gateway keeps one open request per kind, so a repeat is refused, not doubled. */
export const createContractRequestActor = ({ http, newRequestId: generate = newRequestId }: ContractDeps) =>
  fromPromise<ContractActionAnswer, ContractRequestValues>(({ input, signal }) =>
    processContract({ http, signal }, input.kind, { action: 'request', requestId: generate(), note: input.note.trim() }),
  );

export const createContractListActor = ({ http }: ContractDeps) => fromPromise<ContractList, void>(({ signal }) => loadContracts({ http, signal }, { scope: 'open' }));
