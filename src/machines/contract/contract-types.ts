/**
 * Context, events and actor payloads of one contract seen by one party,
 * apart from the machine so views, selectors and services can name them.
 */
import type { Contract, ContractActionAnswer } from '../../services/schemas/contracts';
import type { EndedContract } from './contract-rules';

export interface ContractInput {
  contract: Contract;
}

export interface ContractContext {
  /** The contract as the gateway last answered it; `role` is the caller's side. */
  contract: Contract;
  /** Contracts of the caller's own downlines that accepting would end (the higher_rate warning). */
  higherRate: EndedContract[];
  /** Set once the member confirmed the warning: the accept goes again with `confirmHigherRate`. */
  confirmHigherRate: boolean;
  /** Downline contracts the last accept ended. */
  ended: EndedContract[];
  /** The gateway's code of the last failure; never translated text. */
  errorCode: string | null;
}

export type ContractEvent =
  | { type: 'contract.accept' }
  | { type: 'contract.reject' }
  | { type: 'contract.withdraw' }
  | { type: 'contract.terminate' }
  /** The upline answers a request: the offer form opens. */
  | { type: 'request.answer' }
  | { type: 'higherRate.confirm' }
  | { type: 'higherRate.cancel' }
  | { type: 'termination.confirm' }
  | { type: 'termination.keep' }
  | { type: 'failure.dismiss' };

/** What every step's effect gets: the contract (its kind picks the call) and, for an accept, the confirmation. */
export interface ContractStepInput {
  contract: Contract;
  confirmHigherRate?: boolean;
}

export type ContractStepAnswer = ContractActionAnswer;
