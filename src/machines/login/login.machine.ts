/**
 * The login form (spec §2, §4). Two tabs: username + password (after a slide
 * human check) and SMS code (only with MOBILEVERCODELOGIN3). A failed login
 * whose answer asks for a captcha shows the captcha region from then on.
 * The machine ends in `succeeded`, or in `mustChangePassword` when the
 * password is the default one or expired under PWDEXPFORCECHANGE3 (never for
 * SMS logins); the output carries the password only in that case, because
 * the forced change uses it as the old password.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import type { LoginResult } from '../../services/schemas/account';
import { captchaMachine } from '../captcha/captcha.machine';
import { humanCheckMachine } from '../human-check/human-check.machine';
import { asksForCaptcha, errorCodeOf } from '../session/access-errors';
import { smsCountdownMachine } from '../sms-countdown/sms-countdown.machine';
import {
  emptyLoginValues,
  isLoginComplete,
  loginRequestOf,
  mustChangePasswordAfter,
  rememberedOf,
  trimLoginValues,
  type LoginEvent,
  type LoginInput,
  type LoginOutput,
  type LoginTab,
  type RememberedLogin,
  type SubmitLoginInput,
} from './login-rules';

export interface LoginContext {
  tab: LoginTab;
  smsLoginEnabled: boolean;
  thirdPartyPhoneAuth: boolean;
  forceChangeOnExpiry: boolean;
  rememberMe: boolean;
  /** What the remember-me store gave at start, for the view to prefill. */
  remembered: RememberedLogin | null;
  values: ReturnType<typeof emptyLoginValues>;
  captchaRequired: boolean;
  humanCheckToken: string | null;
  result: LoginResult | null;
  mustChangePassword: boolean;
  errorCode: string | null;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    submitLogin: fromPromise<LoginResult, SubmitLoginInput>(async () => {
      throw new Error('submitLogin not provided');
    }),
    humanCheck: humanCheckMachine,
    smsCountdown: smsCountdownMachine,
    captcha: captchaMachine,
  },
  guards: {
    canSelectTab: ({ context }, tab: LoginTab) => tab !== context.tab && (tab === 'username' || context.smsLoginEnabled),
    isIncomplete: ({ context }) => !isLoginComplete(context.tab, context.values, context.captchaRequired),
    needsHumanCheck: ({ context }) => context.tab === 'username',
    mustChangePassword: ({ context }, result: LoginResult) => mustChangePasswordAfter(context, result),
    asksForCaptcha: (_, { error }: { error: unknown }) => asksForCaptcha(error),
    isUnchecked: (_, checked: boolean) => !checked,
  },
  actions: {
    /** Stores the username (or mobile and dialling code) for 24 hours, never the password; null: remember-me is off. */
    rememberLogin: (_, _remembered: RememberedLogin | null) => {
      throw new Error('rememberLogin not provided');
    },
    forgetLogin: () => {
      throw new Error('forgetLogin not provided');
    },
    selectTab: assign((_, tab: LoginTab) => ({ tab, errorCode: null })),
    setRememberMe: assign((_, checked: boolean) => ({ rememberMe: checked })),
    storeValues: assign((_, values: Partial<LoginContext['values']>) => ({ values: trimLoginValues(values), errorCode: null })),
    storeHumanCheck: assign((_, token: string) => ({ humanCheckToken: token })),
    storeResult: assign((_, { result, mustChange }: { result: LoginResult; mustChange: boolean }) => ({ result, mustChangePassword: mustChange })),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error), humanCheckToken: null })),
    markIncomplete: assign({ errorCode: 'field.required' }),
    requireCaptcha: assign({ captchaRequired: true }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    tab: input.remembered?.type === 'sms' && input.smsLoginEnabled ? 'sms' : 'username',
    smsLoginEnabled: input.smsLoginEnabled,
    thirdPartyPhoneAuth: input.thirdPartyPhoneAuth,
    forceChangeOnExpiry: input.forceChangeOnExpiry,
    rememberMe: input.remembered !== null,
    remembered: input.remembered,
    values: emptyLoginValues(),
    captchaRequired: false,
    humanCheckToken: null,
    result: null,
    mustChangePassword: false,
    errorCode: null,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      meta: { requirements: ['access §4 login flow', 'access §5 login validation'] },
      invoke: {
        id: 'smsCountdown',
        src: 'smsCountdown',
        input: ({ context }) => ({ purpose: 'login', thirdParty: context.thirdPartyPhoneAuth, humanCheck: true }),
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              initial: 'idle',
              states: { idle: {}, failed: {} },
              on: {
                'tab.select': {
                  guard: { type: 'canSelectTab', params: ({ event }) => event.tab },
                  target: '.idle',
                  actions: { type: 'selectTab', params: ({ event }) => event.tab },
                },
                'rememberMe.toggle': [
                  {
                    guard: { type: 'isUnchecked', params: ({ event }) => event.checked },
                    actions: [{ type: 'setRememberMe', params: false }, 'forgetLogin'],
                    description: 'Unchecking forgets what was remembered at once.',
                  },
                  { actions: { type: 'setRememberMe', params: true } },
                ],
                'credentials.submit': { target: 'validating', actions: { type: 'storeValues', params: ({ event }) => event.values } },
              },
            },
            validating: {
              always: [
                { guard: 'isIncomplete', target: 'editing.failed', actions: 'markIncomplete' },
                { guard: 'needsHumanCheck', target: 'humanCheck', description: 'Username logins pass the slide puzzle first; SMS logins skip it.' },
                { target: 'submitting' },
              ],
            },
            humanCheck: {
              meta: { requirements: ['access §4 login flow'] },
              invoke: {
                id: 'humanCheck',
                src: 'humanCheck',
                input: { action: 'login' },
                onDone: { target: 'submitting', actions: { type: 'storeHumanCheck', params: ({ event }) => event.output.token } },
              },
              on: { 'humanCheck.cancel': { target: 'editing' } },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'submitLogin',
                src: 'submitLogin',
                input: ({ context }) => loginRequestOf(context),
                onDone: [
                  {
                    guard: { type: 'mustChangePassword', params: ({ event }) => event.output },
                    target: '#login.mustChangePassword',
                    actions: [
                      { type: 'storeResult', params: ({ event }) => ({ result: event.output, mustChange: true }) },
                      { type: 'rememberLogin', params: ({ context }) => rememberedOf(context) },
                    ],
                    description: 'Default password, or expired with forced change on: the change-password modal opens.',
                  },
                  {
                    target: '#login.succeeded',
                    actions: [
                      { type: 'storeResult', params: ({ event }) => ({ result: event.output, mustChange: false }) },
                      { type: 'rememberLogin', params: ({ context }) => rememberedOf(context) },
                    ],
                  },
                ],
                onError: [
                  {
                    guard: { type: 'asksForCaptcha', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing.failed',
                    actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'requireCaptcha', raise({ type: 'captcha.require' })],
                    description: 'The answer says a captcha is needed from now on: show it with a fresh image.',
                  },
                  { target: 'editing.failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
          },
        },
        captcha: {
          initial: 'hidden',
          states: {
            hidden: { on: { 'captcha.require': { target: 'shown' } } },
            shown: {
              meta: { requirements: ['access §5 login validation'] },
              invoke: { id: 'captcha', src: 'captcha' },
              on: { 'captcha.require': { target: 'shown', reenter: true, description: 'The last captcha was used up: load a new one.' } },
            },
          },
        },
      },
    },
    succeeded: { type: 'final', meta: { requirements: ['access §4 login state'] } },
    mustChangePassword: { type: 'final', meta: { requirements: ['access §4 change password'] } },
  },
  output: ({ context }) => ({
    result: context.result as LoginResult,
    tab: context.tab,
    firstTimeLogin: context.result?.firstTimeLogin ?? false,
    mustChangePassword: context.mustChangePassword,
    password: context.mustChangePassword ? context.values.password : null,
  }),
});
