/**
 * One operator action on a member that the gateway may refuse: lock, unlock,
 * a note, a balance adjustment, or a decision on someone else's adjustment.
 * The form sends its fields with `action.submit`; while the call runs the
 * form is disabled; a refusal comes back with its code for the form to show;
 * a success keeps the answer until the operator starts another action. The
 * effect is a stub here: each use provides `submitAction` for its call.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface ReasonedActionContext {
  errorCode: string | null;
  fields: Record<string, string>;
  outcome: unknown;
}

export type ReasonedActionEvent = { type: 'action.submit'; payload: Record<string, string> } | { type: 'action.again' };

interface Refusal {
  code: string;
  fields?: Record<string, string>;
}

export const reasonedActionMachine = setup({
  types: { context: {} as ReasonedActionContext, events: {} as ReasonedActionEvent },
  actors: {
    submitAction: fromPromise<unknown, Record<string, string>>(() => {
      throw new Error('submitAction not provided');
    }),
  },
}).createMachine({
  id: 'reasonedAction',
  context: { errorCode: null, fields: {}, outcome: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'action.submit': { target: 'submitting', description: 'The gateway checks the reason, the role and the state of the member; the form only collects.' } },
    },
    submitting: {
      invoke: {
        id: 'submitAction',
        src: 'submitAction',
        input: ({ event }) => (event as { payload: Record<string, string> }).payload,
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => event.output, errorCode: null, fields: {} }) },
        onError: {
          target: 'editing',
          actions: assign({ errorCode: ({ event }) => (event.error as Refusal).code, fields: ({ event }) => (event.error as Refusal).fields ?? {} }),
        },
      },
    },
    done: {
      on: { 'action.again': { target: 'editing', actions: assign({ outcome: null }), description: 'Another action of the same kind, on a fresh form.' } },
    },
  },
});
