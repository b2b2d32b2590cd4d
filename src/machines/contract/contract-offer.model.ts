/**
 * Event cases for path generation over an offer. Proposals are a good one
 * and one whose rate is above the kind's maximum (the gateway refuses it
 * with a field code); the answer's contract is a case marker. Inputs: a new
 * offer to a downline, and the answer to a downline's request.
 */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';
import { contractCase, termsCases } from './contract-cases';
import type { ContractOfferContext } from './contract-offer.machine';

export const contractOfferEvents = {
  idDone: 'xstate.done.actor.createRequestId',
  submitDone: 'xstate.done.actor.submitOffer',
  submitError: 'xstate.error.actor.submitOffer',
} as const;

export const proposalCases = {
  good: { kind: 'dailySalary', terms: termsCases.dailySalary },
  tooHigh: { kind: 'dailySalary', terms: { ...termsCases.dailySalary, rate: '9.00' } },
} as const;

export const contractOfferModel: MachineModel<EventObject> = {
  input: { downlineId: 2 },
  inputs: [{ name: 'answerRequest', input: { downlineId: 2, contractId: 1, kind: 'dailySalary' } }],
  events: <ModelEvent[]>[
    ...Object.values(proposalCases).map((proposal) => ({ type: 'offer.submit', ...proposal })),
    { type: 'offer.retry' },
    { type: 'offer.cancel' },
    { type: contractOfferEvents.idDone, output: 'model-request-id' },
    { type: contractOfferEvents.submitDone, output: { contract: contractCase({ status: 'offered', role: 'upline', kind: 'dailySalary' }), ended: [] } },
    { type: contractOfferEvents.submitError, error: { code: 'contract.rate.invalid', fields: { rate: 'contract.rate.invalid' } } },
    { type: contractOfferEvents.submitError, error: { code: 'network.abnormal' } },
  ],
  // The request id is the same marker on every path; the proposal and the last code decide the outcome.
  serializeState: serializeWithContext((context: ContractOfferContext) => [context.proposal?.terms.rate ?? null, context.errorCode]),
};
