/**
 * One form of the member centre sent to the gateway (profile, withdrawal
 * password, a binding, a rebate claim, marking messages read). A submit may
 * ask the member to confirm first (the birthday's age prompt): the values
 * wait in `confirming` until confirmed or cancelled. While a submit is under
 * way a second one is ignored, so a money request is never sent twice by a
 * double click. Refusals keep their code and per-field codes for the form;
 * success is emitted as `submit.succeeded` with the answer, for the page to
 * refresh what the change touched.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { refusalOf } from '../session/access-errors';

export interface CentreSubmitContext {
  values: unknown;
  result: unknown;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
}

export type CentreSubmitEvent =
  /** `confirm`: ask the member before sending (the page knows which changes need it). */
  | { type: 'form.submit'; values: unknown; confirm?: boolean }
  | { type: 'form.confirm' }
  | { type: 'form.cancel' }
  /** Back to a blank form (the member starts another change). */
  | { type: 'form.reset' };

export type CentreSubmitEmitted = { type: 'submit.succeeded'; values: unknown; result: unknown };

const submitHandlers = {
  'form.submit': [
    {
      guard: { type: 'needsConfirmation' as const, params: ({ event }: { event: { confirm?: boolean } }) => ({ confirm: event.confirm === true }) },
      target: '#centreSubmit.confirming',
      actions: { type: 'storeValues' as const, params: ({ event }: { event: { values: unknown } }) => ({ values: event.values }) },
    },
    { target: '#centreSubmit.submitting', actions: { type: 'storeValues' as const, params: ({ event }: { event: { values: unknown } }) => ({ values: event.values }) } },
  ],
};

export const centreSubmitMachine = setup({
  types: {
    context: {} as CentreSubmitContext,
    events: {} as CentreSubmitEvent,
    emitted: {} as CentreSubmitEmitted,
  },
  actors: {
    submitForm: fromPromise<unknown, unknown>(async () => {
      throw new Error('submitForm not provided');
    }),
  },
  guards: {
    needsConfirmation: (_, params: { confirm: boolean }) => params.confirm,
  },
  actions: {
    storeValues: assign((_, params: { values: unknown }) => ({ values: params.values, errorCode: null, fieldErrors: null })),
    storeResult: assign((_, params: { result: unknown }) => ({ result: params.result, errorCode: null, fieldErrors: null })),
    storeError: assign((_, params: { error: unknown }) => refusalOf(params.error)),
    clearForm: assign({ values: null, errorCode: null, fieldErrors: null }),
    notifySucceeded: emit(({ context }) => ({ type: 'submit.succeeded' as const, values: context.values, result: context.result })),
  },
}).createMachine({
  id: 'centreSubmit',
  context: { values: null, result: null, errorCode: null, fieldErrors: null },
  initial: 'editing',
  states: {
    editing: {
      on: submitHandlers,
    },
    confirming: {
      on: {
        'form.confirm': { target: 'submitting', description: 'The member confirmed the prompt: the waiting values go.' },
        'form.cancel': { target: 'editing', actions: 'clearForm' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }: { context: CentreSubmitContext }) => context.values,
        onDone: { target: 'succeeded', actions: [{ type: 'storeResult', params: ({ event }) => ({ result: event.output }) }, 'notifySucceeded'] },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    succeeded: {
      on: { ...submitHandlers, 'form.reset': { target: 'editing', actions: 'clearForm' } },
    },
    failed: {
      on: { ...submitHandlers, 'form.reset': { target: 'editing', actions: 'clearForm' } },
    },
  },
});
