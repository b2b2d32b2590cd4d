/**
 * Working one queue item: claim it (the gateway decides who wins), then
 * decide it with a verb (approve, pay, reject) and a reason, or release it.
 * A refused claim keeps the holder's name to show; a refused decision goes
 * back to the claimed state with its error code. The effects are stubs here;
 * src/backoffice/services/item-decision.actors.ts provides them.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface ItemDecisionInput {
  /** deposit, withdrawal, a disputed confirmation, a feedback, or a review kind (redemption, activity, affiliate). */
  kind: 'deposit' | 'withdrawal' | 'confirmation' | 'feedback' | 'redemption' | 'activity' | 'affiliate';
  reference: string;
}

export interface ItemDecisionContext extends ItemDecisionInput {
  claimedUntil: number | null;
  holder: string | null;
  errorCode: string | null;
  outcome: string | null;
}

export type ItemDecisionEvent = { type: 'claim.request' } | { type: 'claim.release' } | { type: 'decision.submit'; verb: string; reason: string };

interface Refusal {
  code: string;
  holder?: string;
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

export const itemDecisionMachine = setup({
  types: { input: {} as ItemDecisionInput, context: {} as ItemDecisionContext, events: {} as ItemDecisionEvent },
  actors: {
    claimItem: fromPromise<{ expiresAt: number }, ItemDecisionInput>(notProvided('claimItem')),
    releaseItem: fromPromise<null, ItemDecisionInput>(notProvided('releaseItem')),
    decideItem: fromPromise<{ status: string }, ItemDecisionInput & { verb: string; reason: string }>(notProvided('decideItem')),
  },
}).createMachine({
  id: 'itemDecision',
  context: ({ input }) => ({ ...input, claimedUntil: null, holder: null, errorCode: null, outcome: null }),
  initial: 'unclaimed',
  states: {
    unclaimed: {
      on: { 'claim.request': { target: 'claiming', description: 'The operator asks to work the item; the gateway decides who holds it.' } },
    },
    claiming: {
      invoke: {
        id: 'claimItem',
        src: 'claimItem',
        input: ({ context }) => ({ kind: context.kind, reference: context.reference }),
        onDone: { target: 'claimed', actions: assign({ claimedUntil: ({ event }) => event.output.expiresAt, errorCode: null, holder: null }) },
        onError: {
          target: 'unclaimed',
          actions: assign({ errorCode: ({ event }) => (event.error as Refusal).code, holder: ({ event }) => (event.error as Refusal).holder ?? null }),
        },
      },
    },
    claimed: {
      on: {
        'decision.submit': { target: 'deciding', description: 'Only the claim holder decides; the gateway checks the claim again in the deciding transaction.' },
        'claim.release': { target: 'releasing' },
      },
    },
    deciding: {
      invoke: {
        id: 'decideItem',
        src: 'decideItem',
        input: ({ context, event }) => ({ kind: context.kind, reference: context.reference, ...(event as { verb: string; reason: string }) }),
        onDone: { target: 'decided', actions: assign({ outcome: ({ event }) => event.output.status, errorCode: null }) },
        onError: { target: 'claimed', actions: assign({ errorCode: ({ event }) => (event.error as Refusal).code }) },
      },
    },
    releasing: {
      invoke: {
        id: 'releaseItem',
        src: 'releaseItem',
        input: ({ context }) => ({ kind: context.kind, reference: context.reference }),
        onDone: { target: 'unclaimed', actions: assign({ claimedUntil: null }) },
        onError: { target: 'unclaimed', actions: assign({ claimedUntil: null }) },
      },
    },
    decided: { type: 'final' },
  },
});
