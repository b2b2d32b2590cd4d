/**
 * Slide-puzzle human check: load a challenge, let the player drag the piece,
 * verify the drop with the gateway and hand a single-use token to the parent.
 * The challenge's proof of work is solved while the piece is dragged; a drop
 * that comes first waits for it (`checking`). A gateway that sends no proof
 * of work gets none back.
 * A challenge dies at its `expiresAt`; the delay is computed from the time the
 * loader stamped on receipt, so the machine never reads a clock itself.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { HumanCheckAction, HumanCheckChallenge, ProofOfWorkChallenge, ProofOfWorkPayload, SlideGesture } from '../../services/schemas/account';
import { errorCodeOf } from '../session/access-errors';

export interface HumanCheckInput {
  action: HumanCheckAction;
}

/** What the loader returns: the challenge and the local time it arrived. */
export interface LoadedChallenge {
  challenge: HumanCheckChallenge;
  receivedAt: number;
}

/** One sample of the pointer while dragging, or one key press; the gateway rejects trails no person would make. */
export interface DragPoint {
  x: number;
  y: number;
  t: number;
}

export interface VerifyInput {
  id: string;
  x: number;
  trail: DragPoint[];
  gesture: SlideGesture;
  action: HumanCheckAction;
  /** Absent when the gateway asked for none. */
  proofOfWork?: ProofOfWorkPayload;
}

export interface HumanCheckContext {
  action: HumanCheckAction;
  challenge: HumanCheckChallenge | null;
  /** Lifetime of the current challenge in ms, from the server's expiry and the receipt time. */
  lifetimeMs: number;
  /** Horizontal position of the last drop, in challenge pixels. */
  dropX: number | null;
  trail: DragPoint[];
  /** Whether the last drop was dragged or stepped with the keys: the gateway judges each by its own trail. */
  gesture: SlideGesture;
  /** Whether the current challenge's proof of work is solved (or was never asked for). */
  proofReady: boolean;
  proof: ProofOfWorkPayload | null;
  token: string | null;
  errorCode: string | null;
}

export interface HumanCheckOutput {
  token: string;
}

/** A drop without `gesture` was dragged. */
export type HumanCheckEvent = { type: 'piece.drop'; x: number; trail: DragPoint[]; gesture?: SlideGesture } | { type: 'challenge.refresh' } | { type: 'challenge.retry' };

export const humanCheckExpiredCode = 'human.check.expired';

export const humanCheckMachine = setup({
  types: {
    context: {} as HumanCheckContext,
    events: {} as HumanCheckEvent,
    input: {} as HumanCheckInput,
    output: {} as HumanCheckOutput,
  },
  actors: {
    loadChallenge: fromPromise<LoadedChallenge, { action: HumanCheckAction }>(async () => {
      throw new Error('loadChallenge not provided');
    }),
    verifyHumanCheck: fromPromise<{ token: string }, VerifyInput>(async () => {
      throw new Error('verifyHumanCheck not provided');
    }),
    /** Null when the challenge carries no proof of work. */
    solveProofOfWork: fromPromise<ProofOfWorkPayload | null, { challenge: ProofOfWorkChallenge | null }>(async () => {
      throw new Error('solveProofOfWork not provided');
    }),
  },
  delays: {
    challengeLifetime: ({ context }) => context.lifetimeMs,
  },
  guards: {
    isExpiredAnswer: (_, { error }: { error: unknown }) => errorCodeOf(error) === humanCheckExpiredCode,
    hasProof: ({ context }) => context.proofReady,
  },
  actions: {
    storeChallenge: assign((_, loaded: LoadedChallenge) => ({
      challenge: loaded.challenge,
      lifetimeMs: Math.max(0, loaded.challenge.expiresAt - loaded.receivedAt),
      dropX: null,
      trail: [],
      proofReady: false,
      proof: null,
      errorCode: null,
    })),
    storeProof: assign((_, proof: ProofOfWorkPayload | null) => ({ proofReady: true, proof })),
    storeDrop: assign((_, drop: { x: number; trail: DragPoint[]; gesture?: SlideGesture }) => ({
      dropX: Math.round(drop.x),
      trail: drop.trail,
      gesture: drop.gesture ?? 'drag',
    })),
    storeToken: assign((_, token: string) => ({ token })),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error) })),
    storeExpiry: assign({ errorCode: humanCheckExpiredCode }),
  },
}).createMachine({
  id: 'humanCheck',
  context: ({ input }) => ({
    action: input.action,
    challenge: null,
    lifetimeMs: 0,
    dropX: null,
    trail: [],
    gesture: 'drag',
    proofReady: false,
    proof: null,
    token: null,
    errorCode: null,
  }),
  initial: 'loadingChallenge',
  states: {
    loadingChallenge: {
      tags: ['busy'],
      invoke: {
        id: 'loadChallenge',
        src: 'loadChallenge',
        input: ({ context }) => ({ action: context.action }),
        onDone: { target: 'answering', actions: { type: 'storeChallenge', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    answering: {
      invoke: {
        id: 'solveProofOfWork',
        src: 'solveProofOfWork',
        input: ({ context }) => ({ challenge: context.challenge?.proofOfWork ?? null }),
        onDone: { actions: { type: 'storeProof', params: ({ event }) => event.output }, description: 'Solved while the piece is dragged.' },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          description: 'The proof of work could not be solved: a fresh challenge brings a fresh one.',
        },
      },
      after: {
        challengeLifetime: { target: 'expired', actions: 'storeExpiry', description: 'The server forgets the challenge at its expiresAt.' },
      },
      initial: 'dragging',
      states: {
        dragging: {
          on: {
            'piece.drop': [
              { guard: 'hasProof', target: '#humanCheck.verifying', actions: { type: 'storeDrop', params: ({ event }) => event } },
              { target: 'checking', actions: { type: 'storeDrop', params: ({ event }) => event }, description: 'The proof of work is not solved yet.' },
            ],
            'challenge.refresh': { target: '#humanCheck.loadingChallenge', description: 'The player asked for another picture.' },
          },
        },
        checking: {
          tags: ['busy'],
          always: { guard: 'hasProof', target: '#humanCheck.verifying', description: 'The drop waited for the proof of work.' },
        },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyHumanCheck',
        src: 'verifyHumanCheck',
        input: ({ context }) => ({
          id: context.challenge?.id ?? '',
          x: context.dropX ?? 0,
          trail: context.trail,
          gesture: context.gesture,
          action: context.action,
          ...(context.proof ? { proofOfWork: context.proof } : {}),
        }),
        onDone: { target: 'passed', actions: { type: 'storeToken', params: ({ event }) => event.output.token } },
        onError: [
          {
            guard: { type: 'isExpiredAnswer', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: 'storeExpiry',
            description: 'The drop arrived after the challenge died on the server.',
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: {
        'challenge.retry': {
          target: 'loadingChallenge',
          description: 'A wrong drop burns the challenge: a fresh one is loaded rather than retrying the old.',
        },
      },
    },
    expired: {
      on: { 'challenge.retry': { target: 'loadingChallenge' } },
    },
    passed: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ token: context.token ?? '' }),
});
