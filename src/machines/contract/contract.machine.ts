/**
 * One contract as one party sees it (spec §4, api-facts §7.5). The upline
 * offers terms, or answers the downline's request with an offer (the offer
 * flow runs as a child) or a rejection; the downline accepts or rejects an
 * offer, and the upline may withdraw it while it waits. Accepting a rate
 * below that of one of the downline's own downline contracts is refused
 * with `higher_rate` first: the warning lists the contracts that would end, and
 * only a confirmed accept ends them. Either party asks to end an active
 * contract; the other confirms the end or keeps it. The start state follows
 * the contract's status and the caller's role; every step's effect is the
 * kind's process call, provided from src/services/contracts.actors.ts.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Contract, ContractStatus } from '../../services/schemas/contracts';
import { errorCodeOf } from '../session/access-errors';
import { contractOfferMachine } from './contract-offer.machine';
import { higherRateCode, higherRateContractsOf, type ContractRole } from './contract-rules';
import type { ContractContext, ContractEvent, ContractInput, ContractStepAnswer, ContractStepInput } from './contract-types';

const notProvided = (name: string) =>
  fromPromise<ContractStepAnswer, ContractStepInput>(async () => {
    throw new Error(`${name} not provided`);
  });

const failure = {
  target: '#contract.failed',
  actions: { type: 'storeError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  description: 'Refused (the contract changed meanwhile, say) or lost: the code is kept, and the member goes back from there.',
};

/** One step's effect: its answer moves the machine to `target`. */
const step = (src: 'acceptContract' | 'rejectContract' | 'terminateContract' | 'keepContract', target: string, description: string) => ({
  id: src,
  src,
  input: ({ context }: { context: ContractContext }) => ({ contract: context.contract }),
  onDone: { target: `#contract.${target}`, actions: { type: 'storeAnswer' as const, params: ({ event }: { event: { output: ContractStepAnswer } }) => event.output }, description },
  onError: failure,
});

const seenAs = (status: ContractStatus, role?: ContractRole) => ({ type: 'isSeenAs' as const, params: { status, role } });

export const contractMachine = setup({
  types: {
    context: {} as ContractContext,
    events: {} as ContractEvent,
    input: {} as ContractInput,
  },
  actors: {
    acceptContract: notProvided('acceptContract'),
    rejectContract: notProvided('rejectContract'),
    terminateContract: notProvided('terminateContract'),
    keepContract: notProvided('keepContract'),
    composeOffer: contractOfferMachine,
  },
  guards: {
    isSeenAs: ({ context }, { status, role }: { status: ContractStatus; role?: ContractRole }) =>
      context.contract.status === status && (role === undefined || context.contract.role === role),
    isTerminationMine: ({ context }) => context.contract.status === 'terminationRequested' && context.contract.terminationRequestedBy === context.contract.role,
    isHigherRate: (_, { error }: { error: unknown }) => errorCodeOf(error) === higherRateCode,
    hasOffer: (_, output: Contract | null) => output !== null,
  },
  actions: {
    storeAnswer: assign((_, answer: ContractStepAnswer) => ({ contract: answer.contract, ended: answer.ended, higherRate: [], confirmHigherRate: false, errorCode: null })),
    storeHigherRate: assign((_, { error }: { error: unknown }) => ({ higherRate: higherRateContractsOf(error), confirmHigherRate: false, errorCode: null })),
    markHigherRateConfirmed: assign({ confirmHigherRate: true }),
    clearHigherRate: assign({ higherRate: [], confirmHigherRate: false }),
    storeOffer: assign((_, contract: Contract | null) => (contract ? { contract } : {})),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error), higherRate: [], confirmHigherRate: false })),
    clearError: assign({ errorCode: null }),
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => ({ contract: input.contract, higherRate: [], confirmHigherRate: false, ended: [], errorCode: null }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: seenAs('requested', 'downline'), target: 'requested.waiting', description: 'The downline asked for a contract: the upline answers.' },
        { guard: seenAs('requested'), target: 'requested.answering', description: 'A downline asks the upline for a contract.' },
        { guard: seenAs('offered', 'downline'), target: 'offered.deciding', description: 'Terms wait for the downline.' },
        { guard: seenAs('offered'), target: 'offered.awaitingAnswer', description: 'The upline waits for the downline and may withdraw the offer.' },
        { guard: seenAs('active'), target: 'active', description: 'Running: settlement pays the upline by these terms.' },
        { guard: 'isTerminationMine', target: 'terminationRequested.awaitingOther', description: 'The caller asked to end it: the other party decides.' },
        { guard: seenAs('terminationRequested'), target: 'terminationRequested.answering', description: 'The other party asked to end it: the caller confirms or keeps it.' },
        { guard: seenAs('terminated'), target: 'terminated', description: 'Ended or withdrawn.' },
        { target: 'rejected', description: 'A rejected offer or request.' },
      ],
    },
    requested: {
      // Entered through routing only; the initial child only satisfies the definition.
      initial: 'waiting',
      states: {
        waiting: {},
        answering: {
          on: {
            'request.answer': { target: 'composingOffer', description: 'The upline answers the request with terms.' },
            'contract.reject': { target: '#contract.rejecting', description: 'The upline turns the request down.' },
          },
        },
        composingOffer: {
          invoke: {
            id: 'composeOffer',
            src: 'composeOffer',
            input: ({ context }) => ({ downlineId: context.contract.downlineId, contractId: context.contract.id, kind: context.contract.kind }),
            onDone: [
              {
                guard: { type: 'hasOffer', params: ({ event }) => event.output },
                target: '#contract.offered.awaitingAnswer',
                actions: { type: 'storeOffer', params: ({ event }) => event.output },
                description: 'The request became an offer: now the downline decides.',
              },
              { target: 'answering', description: 'The upline closed the form without offering.' },
            ],
          },
        },
      },
    },
    offered: {
      initial: 'deciding',
      states: {
        deciding: {
          on: {
            'contract.accept': { target: '#contract.accepting', description: 'The downline takes the terms.' },
            'contract.reject': { target: '#contract.rejecting', description: 'The downline turns the terms down.' },
          },
        },
        awaitingAnswer: {
          on: { 'contract.withdraw': { target: '#contract.withdrawing', description: 'The upline takes the offer back before it is answered.' } },
        },
      },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        ...step('acceptContract', 'active', 'Accepted: it runs from now; any downline contracts it ended are listed.'),
        input: ({ context }) => ({ contract: context.contract, confirmHigherRate: context.confirmHigherRate }),
        onError: [
          {
            guard: { type: 'isHigherRate', params: ({ event }) => ({ error: event.error }) },
            target: 'higherRateWarning',
            actions: { type: 'storeHigherRate', params: ({ event }) => ({ error: event.error }) },
            description: 'The rate is below that of one of the downline\'s own downline contracts: accepting would end those, so the member is asked first.',
          },
          failure,
        ],
      },
    },
    higherRateWarning: {
      on: {
        'higherRate.confirm': { target: 'accepting', actions: 'markHigherRateConfirmed', description: 'The member accepts that the listed contracts end: the accept goes again, confirmed.' },
        'higherRate.cancel': { target: 'offered.deciding', actions: 'clearHigherRate', description: 'Nothing changed: the offer still waits.' },
      },
    },
    rejecting: { tags: ['busy'], invoke: step('rejectContract', 'rejected', 'The offer or request is closed.') },
    withdrawing: { tags: ['busy'], invoke: step('terminateContract', 'terminated', 'The offer is withdrawn.') },
    active: {
      on: { 'contract.terminate': { target: 'requestingTermination', description: 'Either party may ask to end it; the other decides.' } },
    },
    requestingTermination: { tags: ['busy'], invoke: step('terminateContract', 'terminationRequested.awaitingOther', 'The other party is asked to confirm the end.') },
    terminationRequested: {
      initial: 'awaitingOther',
      states: {
        awaitingOther: {},
        answering: {
          on: {
            'termination.confirm': { target: '#contract.confirmingTermination', description: 'The other party agrees: the contract ends.' },
            'termination.keep': { target: '#contract.keeping', description: 'The other party declines: the contract runs on.' },
          },
        },
      },
    },
    confirmingTermination: { tags: ['busy'], invoke: step('terminateContract', 'terminated', 'Ended by both parties.') },
    keeping: { tags: ['busy'], invoke: step('keepContract', 'active', 'Runs on as before.') },
    failed: {
      on: { 'failure.dismiss': { target: 'routing', actions: 'clearError', description: 'Back to what the contract allows, as it was before the failed step.' } },
    },
    terminated: { type: 'final' },
    rejected: { type: 'final' },
  },
});
