/**
 * The "send code" button. A request (after a human check when the input asks
 * for one) sends one SMS; on success the button counts down 60 s per expiry
 * minute (one minute on the third-party channel, or until the server's
 * expirationTime) and is enabled again at zero. Requests are throttled to one
 * per second: after a failure the button stays disabled for a second.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SmsSent } from '../../services/schemas/account';
import type { SmsPurpose, SmsRequest } from '../../services/verification.api';
import { humanCheckMachine } from '../human-check/human-check.machine';
import { errorCodeOf, serverMessageOf } from '../session/access-errors';

export interface SmsCountdownInput {
  purpose: SmsPurpose;
  /** The SMS goes through the third-party phone-authentication channel. */
  thirdParty?: boolean;
  /** Run the slide-puzzle check before each send. */
  humanCheck?: boolean;
}

/** What the sender returns: the answer, and local times around the call. */
export interface SmsSendResult {
  sent: SmsSent;
  requestedAt: number;
  receivedAt: number;
}

export interface SmsCountdownContext {
  purpose: SmsPurpose;
  thirdParty: boolean;
  humanCheck: boolean;
  mobileNum: string;
  countryDialingCode: string;
  humanCheckToken: string | null;
  remainingSeconds: number;
  errorCode: string | null;
  /** The server's text: the failure popup quotes it (spec §8). */
  serverMessage: string;
}

export type SmsCountdownEvent =
  | { type: 'code.request'; mobileNum: string; countryDialingCode: string }
  | { type: 'humanCheck.cancel' }
  | { type: 'popup.dismiss' };

/** Countdown length in seconds, by the rules of spec §4 and api-facts §7.1. */
export function countdownSeconds(context: Pick<SmsCountdownContext, 'thirdParty' | 'purpose'>, result: SmsSendResult): number {
  if (context.thirdParty) return 60;
  const { expiredMinutes, expirationTime } = result.sent;
  if (expirationTime !== undefined) return Math.max(1, Math.ceil((expirationTime - result.receivedAt) / 1000));
  const halfRoundTrip = context.purpose === 'forgot' ? Math.round((result.receivedAt - result.requestedAt) / 2000) : 0;
  return Math.max(1, 60 * (expiredMinutes ?? 1) - halfRoundTrip);
}

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
  },
  actors: {
    sendSmsCode: fromPromise<SmsSendResult, SmsRequest>(async () => {
      throw new Error('sendSmsCode not provided');
    }),
    humanCheck: humanCheckMachine,
  },
  delays: {
    tick: 1000,
    requestThrottle: 1000,
  },
  guards: {
    needsHumanCheck: ({ context }) => context.humanCheck,
    hasSecondsLeft: ({ context }) => context.remainingSeconds > 1,
  },
  actions: {
    storeNumber: assign((_, number: { mobileNum: string; countryDialingCode: string }) => ({
      mobileNum: number.mobileNum.trim(),
      countryDialingCode: number.countryDialingCode.trim(),
      errorCode: null,
      serverMessage: '',
    })),
    storeHumanCheck: assign((_, token: string) => ({ humanCheckToken: token })),
    startCountdown: assign(({ context }, result: SmsSendResult) => ({ remainingSeconds: countdownSeconds(context, result), humanCheckToken: null })),
    tick: assign(({ context }) => ({ remainingSeconds: context.remainingSeconds - 1 })),
    stopCountdown: assign({ remainingSeconds: 0 }),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error), serverMessage: serverMessageOf(error), humanCheckToken: null })),
    clearError: assign({ errorCode: null, serverMessage: '' }),
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    purpose: input.purpose,
    thirdParty: input.thirdParty ?? false,
    humanCheck: input.humanCheck ?? true,
    mobileNum: '',
    countryDialingCode: '',
    humanCheckToken: null,
    remainingSeconds: 0,
    errorCode: null,
    serverMessage: '',
  }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'code.request': [
              { guard: 'needsHumanCheck', target: '#smsCountdown.checking', actions: { type: 'storeNumber', params: ({ event }) => event } },
              { target: '#smsCountdown.sending', actions: { type: 'storeNumber', params: ({ event }) => event } },
            ],
          },
        },
        throttled: {
          after: { requestThrottle: { target: 'ready', description: 'At most one SMS request per second.' } },
        },
      },
    },
    checking: {
      invoke: {
        id: 'humanCheck',
        src: 'humanCheck',
        // The gateway binds a pass to its action: recovery codes need a 'forgotPassword' pass.
        input: ({ context }) => ({ action: context.purpose === 'forgot' ? ('forgotPassword' as const) : ('sms' as const) }),
        onDone: { target: 'sending', actions: { type: 'storeHumanCheck', params: ({ event }) => event.output.token } },
      },
      on: { 'humanCheck.cancel': { target: 'idle' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendSmsCode',
        src: 'sendSmsCode',
        input: ({ context }) => ({
          purpose: context.purpose,
          mobileNum: context.mobileNum,
          countryDialingCode: context.countryDialingCode,
          humanCheckToken: context.humanCheckToken,
        }),
        onDone: { target: 'counting', actions: { type: 'startCountdown', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    counting: {
      after: {
        tick: [
          { guard: 'hasSecondsLeft', target: 'counting', reenter: true, actions: 'tick' },
          { target: 'idle', actions: 'stopCountdown', description: 'The code expired: the button is enabled again.' },
        ],
      },
    },
    failed: {
      initial: 'throttled',
      states: {
        throttled: {
          after: { requestThrottle: { target: 'ready' } },
          on: { 'popup.dismiss': { target: '#smsCountdown.idle.throttled', actions: 'clearError' } },
        },
        ready: {
          on: { 'popup.dismiss': { target: '#smsCountdown.idle', actions: 'clearError' } },
        },
      },
    },
  },
});
