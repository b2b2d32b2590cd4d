/**
 * Confirming paid withdrawals (spec §4, api-facts §7.7): the list of those
 * awaiting the member's answer, then one answer: received in full, received
 * in part (an amount up to the withdrawn one; the remainder is shown), not
 * received (a png or jpg proof of at most 5 MB, checked here before anything
 * is read or sent) or all received. Past its deadline a withdrawal counts as
 * received and can no longer be answered; "now" comes from the list's
 * receipt time and the clock actor's ticks, never from a clock read here.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ConfirmAnswer, WithdrawalConfirmInput, WithdrawalConfirmResult } from '../../services/schemas/funds';
import { errorCodeOf } from '../session/access-errors';
import type { ItemAnswer, LoadedConfirmations, ProofFile, WithdrawalConfirmationContext, WithdrawalConfirmationEvent } from './withdrawal-confirmation-types';
import { amountProblemOf, confirmCodes, confirmInputOf, isPastDeadline, isProofTooLarge, isProofTypeRefused, retryableCodes } from './withdrawal-confirmation-rules';

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });

const itemOf = (context: WithdrawalConfirmationContext, id: number | null) => context.items.find((item) => item.id === id);
const choice = { answer: null, itemId: null, amountText: '', proofFile: null, proofImage: null, errorCode: null } as const;

export const withdrawalConfirmationMachine = setup({
  types: {
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
  },
  actors: {
    loadConfirmations: notProvided<LoadedConfirmations, void>('loadConfirmations'),
    /** Resolves with the image as a data URL. */
    readProof: notProvided<string, { file: unknown }>('readProof'),
    submitConfirmation: notProvided<WithdrawalConfirmResult, WithdrawalConfirmInput>('submitConfirmation'),
    /** Sends `clock.tick` with the local time while the list is shown. */
    watchClock: fromCallback(() => {
      throw new Error('watchClock not provided');
    }),
  },
  guards: {
    hasNoItems: (_, loaded: LoadedConfirmations) => loaded.list.length === 0,
    isClosedItem: ({ context }, { id }: { id: number }) => {
      const item = itemOf(context, id);
      return !item || isPastDeadline(item, context.now);
    },
    isAnswer: (_, { answer, wanted }: { answer: ItemAnswer; wanted: ItemAnswer }) => answer === wanted,
    hasOpenItems: ({ context }) => context.items.some((item) => !isPastDeadline(item, context.now)),
    isChoicePastDeadline: ({ context }) => {
      const item = itemOf(context, context.itemId);
      return item !== undefined && isPastDeadline(item, context.now);
    },
    hasAmountProblem: ({ context }) => amountProblemOf(context.amountText, itemOf(context, context.itemId)?.amount ?? '0.00') !== null,
    isProofTypeRefused: (_, proof: ProofFile) => isProofTypeRefused(proof.mimeType),
    isProofTooLarge: (_, proof: ProofFile) => isProofTooLarge(proof.size),
    hasNoProof: ({ context }) => context.proofImage === null,
    isRetryable: (_, { error }: { error: unknown }) => retryableCodes.includes(errorCodeOf(error)),
  },
  actions: {
    storeList: assign((_, loaded: LoadedConfirmations) => ({ ...choice, confirmMinutes: loaded.confirmMinutes, items: loaded.list, now: loaded.receivedAt, result: null })),
    storeNow: assign((_, now: number) => ({ now })),
    storeChoice: assign((_, { id, answer }: { id: number | null; answer: ConfirmAnswer }) => ({ ...choice, itemId: id, answer })),
    clearChoice: assign(choice),
    storeAmount: assign((_, text: string) => ({ amountText: text, errorCode: null })),
    storeAmountProblem: assign(({ context }) => ({ errorCode: amountProblemOf(context.amountText, itemOf(context, context.itemId)?.amount ?? '0.00') })),
    storeProofFile: assign((_, proof: ProofFile) => ({ proofFile: proof, proofImage: null, errorCode: null })),
    storeProofImage: assign((_, image: string) => ({ proofImage: image, proofFile: null })),
    refuse: assign((_, code: string) => ({ errorCode: code })),
    refuseProof: assign((_, code: string) => ({ errorCode: code, proofFile: null, proofImage: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error) })),
    storeResult: assign((_, result: WithdrawalConfirmResult) => ({ result, errorCode: null })),
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  context: { confirmMinutes: 0, items: [], now: 0, ...choice, result: null },
  invoke: { id: 'watchClock', src: 'watchClock' },
  on: { 'clock.tick': { actions: { type: 'storeNow', params: ({ event }) => event.now }, description: 'Deadlines pass while the list is open.' } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadConfirmations',
        src: 'loadConfirmations',
        onDone: [
          { guard: { type: 'hasNoItems', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'storeList', params: ({ event }) => event.output }, description: 'Nothing awaits the member.' },
          { target: 'ready', actions: { type: 'storeList', params: ({ event }) => event.output }, description: 'The withdrawals to answer, with the time they arrived as now.' },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) }, description: 'The list did not come: its reason and a retry.' },
      },
    },
    failed: { on: { 'list.reload': { target: 'loading', description: 'The member asked to load the list again.' } } },
    empty: { on: { 'list.reload': { target: 'loading', description: 'A withdrawal may have been paid since.' } } },
    ready: {
      meta: { requirements: ['games §4 withdrawal confirmation'] },
      initial: 'choosing',
      on: {
        'list.reload': { target: 'loading', description: 'Forgets an answer being entered.' },
        'answer.choose': [
          {
            guard: { type: 'isClosedItem', params: ({ event }) => ({ id: event.id }) },
            target: '.choosing',
            actions: ['clearChoice', { type: 'refuse', params: confirmCodes.expired }],
            description: 'Past its deadline the withdrawal counts as received: there is nothing left to answer.',
          },
          { guard: { type: 'isAnswer', params: ({ event }) => ({ answer: event.answer, wanted: 'partial' }) }, target: '.answering.partial', actions: { type: 'storeChoice', params: ({ event }) => event }, description: 'Received in part: the amount comes next.' },
          { guard: { type: 'isAnswer', params: ({ event }) => ({ answer: event.answer, wanted: 'not_received' }) }, target: '.answering.notReceived', actions: { type: 'storeChoice', params: ({ event }) => event }, description: 'Not received: a proof image comes next.' },
          { target: '.answering.received', actions: { type: 'storeChoice', params: ({ event }) => event }, description: 'Received in full: only the confirmation is left.' },
        ],
        'answer.chooseAll': {
          guard: 'hasOpenItems',
          target: '.answering.allReceived',
          actions: { type: 'storeChoice', params: { id: null, answer: 'all_received' } },
          description: 'One answer for every withdrawal still awaiting confirmation.',
        },
      },
      states: {
        choosing: {},
        answering: {
          // Always entered on a chosen answer; the initial child only satisfies the definition.
          initial: 'received',
          always: {
            guard: 'isChoicePastDeadline',
            target: 'choosing',
            actions: ['clearChoice', { type: 'refuse', params: confirmCodes.expired }],
            description: 'The deadline passed while the member was answering: it now counts as received.',
          },
          on: { 'answer.cancel': { target: 'choosing', actions: 'clearChoice', description: 'Nothing was sent: back to the list.' } },
          states: {
            received: { on: { 'answer.confirm': { target: '#withdrawalConfirmation.submitting', description: 'Sends the full receipt.' } } },
            allReceived: { on: { 'answer.confirm': { target: '#withdrawalConfirmation.submitting', description: 'Sends one receipt for all.' } } },
            partial: {
              on: {
                'amount.change': { actions: { type: 'storeAmount', params: ({ event }) => event.text }, description: 'The remainder follows the typing.' },
                'answer.confirm': [
                  { guard: 'hasAmountProblem', actions: 'storeAmountProblem', description: 'Empty, not an amount, zero, or more than was withdrawn: refused before sending.' },
                  { target: '#withdrawalConfirmation.submitting', description: 'An amount within the withdrawal.' },
                ],
              },
            },
            notReceived: {
              initial: 'waiting',
              on: {
                'proof.attach': [
                  { guard: { type: 'isProofTypeRefused', params: ({ event }) => event }, target: '.waiting', actions: { type: 'refuseProof', params: confirmCodes.proofType }, description: 'Only png or jpg images, checked before the file is read.' },
                  { guard: { type: 'isProofTooLarge', params: ({ event }) => event }, target: '.waiting', actions: { type: 'refuseProof', params: confirmCodes.proofSize }, description: 'At most 5 MB, checked before the file is read.' },
                  { target: '.reading', actions: { type: 'storeProofFile', params: ({ event }) => event }, description: 'One image replaces any earlier one.' },
                ],
                'answer.confirm': [
                  { guard: 'hasNoProof', actions: { type: 'refuse', params: confirmCodes.proofRequired }, description: 'Not received needs one proof image.' },
                  { target: '#withdrawalConfirmation.submitting', description: 'Sends the answer with its proof.' },
                ],
              },
              states: {
                waiting: {},
                reading: {
                  tags: ['busy'],
                  invoke: {
                    id: 'readProof',
                    src: 'readProof',
                    input: ({ context }) => ({ file: context.proofFile?.file }),
                    onDone: { target: 'attached', actions: { type: 'storeProofImage', params: ({ event }) => event.output }, description: 'The preview shows what will be sent.' },
                    onError: { target: 'waiting', actions: { type: 'refuseProof', params: ({ event }) => errorCodeOf(event.error) }, description: 'Its bytes are not the image it claims to be.' },
                  },
                },
                attached: {},
              },
            },
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitConfirmation',
        src: 'submitConfirmation',
        input: ({ context }) => confirmInputOf(context.answer ?? 'received', context.itemId, context.amountText, context.proofImage),
        onDone: {
          target: 'done',
          actions: { type: 'storeResult', params: ({ event }) => event.output },
          description: 'What each answered withdrawal became, with its remainder.',
          meta: { requirements: ['games §4 withdrawal confirmation'] },
        },
        onError: [
          {
            guard: { type: 'isRetryable', params: ({ event }) => ({ error: event.error }) },
            target: 'submitFailed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            description: 'The answer may not have arrived: what was entered is kept for a retry.',
          },
          {
            target: 'refused',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            description: 'The gateway refused with a code: answered already, past the deadline…',
            meta: { requirements: ['games §9 unconfirmed withdrawal auto-receive'] },
          },
        ],
      },
    },
    submitFailed: {
      on: {
        'answer.retry': { target: 'submitting', description: 'Sends the same answer again.' },
        'answer.cancel': { target: 'ready.choosing', actions: 'clearChoice', description: 'Gives up the answer; the list may be stale.' },
      },
    },
    refused: { on: { 'list.reload': { target: 'loading', description: 'The list changed on the gateway: load it again.' } } },
    done: { on: { 'list.reload': { target: 'loading', description: 'After the result, the list without the answered withdrawals.' } } },
  },
});
