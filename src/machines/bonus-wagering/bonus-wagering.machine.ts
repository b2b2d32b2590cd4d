/**
 * The member's bonus wagering: the requirements with their turnover and the
 * money that may leave the wallet now, and forfeiting one bonus. Forfeiting
 * is an explicit choice: the member asks, sees what leaves the wallet, and
 * confirms; the forfeit goes with a request id, a lost answer keeps it so
 * the retry replays instead of taking money twice, and a refusal keeps the
 * gateway's code. Any answer reloads the list; a forfeit that went through
 * is emitted as `bonus.forfeited` for the page to refresh the balance.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { BonusRequirements, ForfeitBonusAnswer } from '../../services/schemas/wagering';
import { errorCodeOf } from '../session/access-errors';
import { isUncertainCode } from '../money-request/money-request-rules';

export interface BonusWageringContext {
  /** The last list answered; kept on screen while it loads again. */
  requirements: BonusRequirements | null;
  /** The requirement being forfeited, from asking to the answer. */
  chosenId: number | null;
  requestId: string | null;
  /** The last forfeit that went through, for the page's notice. */
  outcome: ForfeitBonusAnswer | null;
  errorCode: string | null;
}

export type BonusWageringEvent =
  | { type: 'list.reload' }
  | { type: 'forfeit.ask'; requirementId: number }
  | { type: 'forfeit.confirm' }
  | { type: 'forfeit.cancel' }
  /** The same forfeit with the same id, after a lost answer. */
  | { type: 'forfeit.retry' }
  /** Leave a refusal or a lost answer; the list is asked again. */
  | { type: 'forfeit.dismiss' };

export type BonusWageringEmitted = { type: 'bonus.forfeited'; answer: ForfeitBonusAnswer };

/** The gateway's refusal of a requirement no longer open, repeated here to refuse a stale choice at once with the same text. */
export const requirementClosedCode = 'bonus.requirement.closed';

export const bonusWageringMachine = setup({
  types: { context: {} as BonusWageringContext, events: {} as BonusWageringEvent, emitted: {} as BonusWageringEmitted },
  actors: {
    loadRequirements: fromPromise<BonusRequirements>(async () => {
      throw new Error('loadRequirements not provided');
    }),
    createRequestId: fromPromise<string>(async () => {
      throw new Error('createRequestId not provided');
    }),
    forfeitBonus: fromPromise<ForfeitBonusAnswer, { requestId: string; requirementId: number }>(async () => {
      throw new Error('forfeitBonus not provided');
    }),
  },
  guards: {
    isOpenRequirement: ({ context }, params: { requirementId: number }) =>
      context.requirements?.list.some((requirement) => requirement.id === params.requirementId && requirement.status === 'open') ?? false,
    isUncertain: (_, params: { error: unknown }) => isUncertainCode(errorCodeOf(params.error)),
  },
  actions: {
    storeRequirements: assign((_, requirements: BonusRequirements) => ({ requirements, errorCode: null })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error) })),
    storeChoice: assign((_, requirementId: number) => ({ chosenId: requirementId, requestId: null, outcome: null, errorCode: null })),
    storeClosedChoice: assign((_, requirementId: number) => ({ chosenId: requirementId, requestId: null, outcome: null, errorCode: requirementClosedCode })),
    storeRequestId: assign((_, requestId: string) => ({ requestId })),
    storeOutcome: assign((_, answer: ForfeitBonusAnswer) => ({ outcome: answer, chosenId: null, requestId: null, errorCode: null })),
    storeError: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error) })),
    clearChoice: assign({ chosenId: null, requestId: null, errorCode: null }),
    notifyForfeited: emit((_, answer: ForfeitBonusAnswer) => ({ type: 'bonus.forfeited' as const, answer })),
  },
}).createMachine({
  id: 'bonusWagering',
  context: { requirements: null, chosenId: null, requestId: null, outcome: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRequirements',
        src: 'loadRequirements',
        onDone: { target: 'ready', actions: { type: 'storeRequirements', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { 'list.reload': 'loading' } },
    ready: {
      on: {
        'list.reload': { target: 'loading', description: 'A withdrawal, a claim or a round changed the turnover or the bonus money.' },
        'forfeit.ask': [
          {
            guard: { type: 'isOpenRequirement', params: ({ event }) => ({ requirementId: event.requirementId }) },
            target: 'confirming',
            actions: { type: 'storeChoice', params: ({ event }) => event.requirementId },
            description: 'The member sees what leaves the wallet before confirming.',
          },
          {
            target: 'refused',
            actions: { type: 'storeClosedChoice', params: ({ event }) => event.requirementId },
            description: 'A requirement the list shows closed (met, spent, forfeited) has nothing to forfeit: refused without asking the gateway.',
          },
        ],
      },
    },
    confirming: {
      on: {
        'forfeit.confirm': { target: 'identifying', description: 'The member confirmed: the bonus money of this requirement leaves the wallet.' },
        'forfeit.cancel': { target: 'ready', actions: 'clearChoice' },
      },
    },
    identifying: {
      tags: ['busy'],
      invoke: { id: 'createRequestId', src: 'createRequestId', onDone: { target: 'submitting', actions: { type: 'storeRequestId', params: ({ event }) => event.output } } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'forfeitBonus',
        src: 'forfeitBonus',
        input: ({ context }) => ({ requestId: context.requestId!, requirementId: context.chosenId! }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'storeOutcome', params: ({ event }) => event.output },
            { type: 'notifyForfeited', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: { type: 'isUncertain', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            description: 'No answer: the bonus may have been forfeited. Only a retry with the same id is offered.',
          },
          {
            target: 'refused',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            description: 'Nothing left the wallet: the requirement was met or closed in the meantime.',
          },
        ],
      },
    },
    refused: { on: { 'forfeit.dismiss': { target: 'loading', actions: 'clearChoice' } } },
    failed: {
      on: {
        'forfeit.retry': {
          target: 'submitting',
          description: "The same forfeit with the same id: the gateway answers what it answered the first time (the lost answer's code stays until then).",
        },
        'forfeit.dismiss': { target: 'loading', actions: 'clearChoice' },
      },
    },
  },
});
