/**
 * The upline's offer of a contract to a direct downline, or its answer to
 * the downline's request (`contractId` names the request, whose kind is then
 * fixed). Terms are typed and checked by the form; each submission gets a
 * request id from `createRequestId`. A refusal keeps the gateway's code and
 * field codes for the form; a lost answer keeps the id, so the retry cannot
 * store a second offer. It ends with the offered contract, or with nothing
 * when the upline cancels; a parent flow receives that as its output.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Contract, ContractActionAnswer, ContractKind } from '../../services/schemas/contracts';
import { errorCodeOf, refusalOf } from '../session/access-errors';
import { uncertainCodes, type OfferProposal } from './contract-rules';

export interface ContractOfferInput {
  downlineId: number;
  /** The request being answered, if any. */
  contractId?: number | null;
  /** Preselected kind: a request's kind, or the kind the caller picked. */
  kind?: ContractKind | null;
}

export interface ContractOfferContext {
  downlineId: number;
  contractId: number | null;
  kind: ContractKind | null;
  proposal: OfferProposal | null;
  requestId: string | null;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
  contract: Contract | null;
}

export type ContractOfferEvent = ({ type: 'offer.submit' } & OfferProposal) | { type: 'offer.retry' } | { type: 'offer.cancel' };

export interface OfferSubmission extends OfferProposal {
  requestId: string;
  downlineId: number;
  contractId: number | null;
}

const submitOn = {
  'offer.submit': { target: '#contractOffer.identifying', actions: { type: 'storeProposal' as const, params: ({ event }: { event: OfferProposal }) => event } },
};

export const contractOfferMachine = setup({
  types: {
    context: {} as ContractOfferContext,
    events: {} as ContractOfferEvent,
    input: {} as ContractOfferInput,
    output: {} as Contract | null,
  },
  actors: {
    createRequestId: fromPromise<string>(async () => {
      throw new Error('createRequestId not provided');
    }),
    submitOffer: fromPromise<ContractActionAnswer, OfferSubmission>(async () => {
      throw new Error('submitOffer not provided');
    }),
  },
  guards: {
    isUncertain: (_, { error }: { error: unknown }) => uncertainCodes.includes(errorCodeOf(error)),
  },
  actions: {
    storeProposal: assign((_, { kind, terms }: OfferProposal) => ({ proposal: { kind, terms }, kind, requestId: null, errorCode: null, fieldErrors: null })),
    storeRequestId: assign((_, requestId: string) => ({ requestId })),
    storeContract: assign((_, answer: ContractActionAnswer) => ({ contract: answer.contract, errorCode: null, fieldErrors: null })),
    storeRefusal: assign((_, { error }: { error: unknown }) => refusalOf(error)),
    storeFailure: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error), fieldErrors: null })),
    clearError: assign({ errorCode: null }),
  },
}).createMachine({
  id: 'contractOffer',
  context: ({ input }) => ({
    downlineId: input.downlineId,
    contractId: input.contractId ?? null,
    kind: input.kind ?? null,
    proposal: null,
    requestId: null,
    errorCode: null,
    fieldErrors: null,
    contract: null,
  }),
  output: ({ context }) => context.contract,
  initial: 'editing',
  states: {
    editing: {
      on: { ...submitOn, 'offer.cancel': { target: 'cancelled', description: 'Nothing was sent: the upline closed the form.' } },
    },
    identifying: {
      tags: ['busy'],
      invoke: {
        id: 'createRequestId',
        src: 'createRequestId',
        onDone: { target: 'submitting', actions: { type: 'storeRequestId', params: ({ event }) => event.output }, description: 'Every submission is a new offer with its own id.' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitOffer',
        src: 'submitOffer',
        input: ({ context }) => ({ ...context.proposal!, requestId: context.requestId!, downlineId: context.downlineId, contractId: context.contractId }),
        onDone: { target: 'offered', actions: { type: 'storeContract', params: ({ event }) => event.output }, description: 'The downline now sees the offer and may accept or reject it.' },
        onError: [
          {
            guard: { type: 'isUncertain', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'No answer: the offer may be stored. Only a retry with the same id is offered.',
          },
          {
            target: 'refused',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
            description: 'A rate above the maximum, a downline that is not direct, an open offer of this kind already: the form shows why.',
          },
        ],
      },
    },
    refused: {
      on: {
        ...submitOn,
        'offer.cancel': { target: 'cancelled', description: 'A refused offer stored nothing: closing leaves nothing behind.' },
      },
    },
    failed: {
      on: {
        'offer.retry': { target: 'submitting', actions: 'clearError', description: 'The same terms with the same id: the gateway answers what it answered the first time.' },
        'offer.cancel': { target: 'cancelled', description: 'The upline gives up; the list shows whether the offer was stored.' },
      },
    },
    offered: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
