/**
 * The image captcha of login and registration. Each load replaces the
 * device's previous captcha on the gateway; clicks on the image reload it at
 * most once a second (spec §9), so a fresh image stays `throttled` for a
 * second before `captcha.refresh` is accepted again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../session/access-errors';

export interface CaptchaContext {
  /** Base64 PNG without the data: prefix. */
  image: string | null;
  errorCode: string | null;
}

export type CaptchaEvent = { type: 'captcha.refresh' };

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
  },
  actors: {
    loadCaptcha: fromPromise<string>(async () => {
      throw new Error('loadCaptcha not provided');
    }),
  },
  delays: {
    refreshThrottle: 1000,
  },
  actions: {
    storeImage: assign((_, image: string) => ({ image, errorCode: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ image: null, errorCode: errorCodeOf(error) })),
  },
}).createMachine({
  id: 'captcha',
  context: { image: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: { target: 'shown', actions: { type: 'storeImage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {
      initial: 'throttled',
      states: {
        throttled: {
          after: { refreshThrottle: { target: 'ready', description: 'At most one reload per second.' } },
        },
        ready: {
          on: { 'captcha.refresh': { target: '#captcha.loading', description: 'A click on the image loads another one.' } },
        },
      },
    },
    failed: {
      on: { 'captcha.refresh': { target: 'loading' } },
    },
  },
});
