/**
 * Password recovery (spec §4). By e-mail: username and e-mail go to the
 * gateway, a confirmation shows, then the modal closes. By phone (only with
 * CHNGPASSVERIF3): an SMS code, then a new password; the gateway sets it and
 * the portal logs in with it at once (type ''), ending in `succeeded` (the
 * route goes to /). If that login fails the member is asked to log in again.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PhonePasswordRequest } from '../../services/account.api';
import type { LoginRequest } from '../../services/session.api';
import type { LoginResult } from '../../services/schemas/account';
import { errorCodeOf } from '../session/access-errors';
import { smsCountdownMachine } from '../sms-countdown/sms-countdown.machine';
import { isCodeError, type ForgotEvent, type ForgotInput, type ForgotTab, type PhoneValues } from './forgot-password-rules';

export interface ForgotPasswordContext {
  phoneRecovery: boolean;
  thirdPartyPhoneAuth: boolean;
  /** The account the number belongs to, once the gateway names it; else the number logs in. */
  account: string | null;
  email: { username: string; email: string };
  phone: PhoneValues;
  errorCode: string | null;
  result: LoginResult | null;
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotEvent,
    input: {} as ForgotInput,
    output: {} as { result: LoginResult | null },
  },
  actors: {
    sendResetEmail: fromPromise<void, { username: string; email: string }>(async () => {
      throw new Error('sendResetEmail not provided');
    }),
    /** Answers the account name when the gateway tells it; the automatic login then uses it. */
    setPasswordByPhone: fromPromise<{ userName: string } | null, PhonePasswordRequest>(async () => {
      throw new Error('setPasswordByPhone not provided');
    }),
    submitLogin: fromPromise<LoginResult, LoginRequest>(async () => {
      throw new Error('submitLogin not provided');
    }),
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    canSelectMobile: ({ context }, tab: ForgotTab) => tab === 'mobile' && context.phoneRecovery,
    isEmailTab: (_, tab: ForgotTab) => tab === 'email',
    isFilled: (_, values: Record<string, string>) => Object.values(values).every((value) => value.trim() !== ''),
    passwordsMatch: (_, values: { newPassword: string; confirmPassword: string }) =>
      values.newPassword.trim() !== '' && values.newPassword === values.confirmPassword,
    isCodeError: (_, { error }: { error: unknown }) => isCodeError(errorCodeOf(error)),
  },
  actions: {
    storeEmail: assign((_, values: { username: string; email: string }) => ({
      email: { username: values.username.trim(), email: values.email.trim() },
      errorCode: null,
    })),
    storeCode: assign(({ context }, values: Omit<PhoneValues, 'newPassword'>) => ({
      phone: { ...context.phone, mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode.trim(), verificationCode: values.verificationCode.trim() },
      errorCode: null,
    })),
    storePassword: assign(({ context }, newPassword: string) => ({ phone: { ...context.phone, newPassword }, errorCode: null })),
    storeResult: assign((_, result: LoginResult) => ({ result })),
    storeAccount: assign((_, answer: { userName: string } | null) => ({ account: answer?.userName ?? null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error) })),
    markIncomplete: assign({ errorCode: 'field.required' }),
    markMismatch: assign({ errorCode: 'password.mismatch' }),
    clearError: assign({ errorCode: null }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    phoneRecovery: input.phoneRecovery,
    thirdPartyPhoneAuth: input.thirdPartyPhoneAuth ?? false,
    account: null,
    email: { username: '', email: '' },
    phone: { mobileNum: '', countryDialingCode: '', verificationCode: '', newPassword: '' },
    errorCode: null,
    result: null,
  }),
  initial: 'email',
  states: {
    email: {
      meta: { requirements: ['access §4 forgot by email', 'access §5 forgot validation'] },
      on: {
        'tab.select': {
          guard: { type: 'canSelectMobile', params: ({ event }) => event.tab },
          target: 'mobile',
          actions: 'clearError',
          description: 'The mobile tab exists only with CHNGPASSVERIF3.',
        },
      },
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          states: { idle: {}, failed: {} },
          on: {
            'email.submit': [
              { guard: { type: 'isFilled', params: ({ event }) => event.values }, target: 'submitting', actions: { type: 'storeEmail', params: ({ event }) => event.values } },
              { target: '.failed', actions: 'markIncomplete' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'sendResetEmail',
            src: 'sendResetEmail',
            input: ({ context }) => context.email,
            onDone: { target: 'sent' },
            onError: { target: 'editing.failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        sent: {
          on: { 'confirmation.close': { target: '#forgotPassword.closed', description: 'The confirmation message was read: the modal closes.' } },
        },
      },
    },
    mobile: {
      meta: { requirements: ['access §4 forgot by phone', 'access §5 forgot validation'] },
      invoke: {
        id: 'smsCountdown',
        src: 'smsCountdown',
        input: ({ context }) => ({ purpose: 'forgot' as const, thirdParty: context.thirdPartyPhoneAuth, humanCheck: true }),
      },
      on: { 'tab.select': { guard: { type: 'isEmailTab', params: ({ event }) => event.tab }, target: 'email', actions: 'clearError' } },
      initial: 'code',
      states: {
        code: {
          initial: 'idle',
          states: { idle: {}, failed: {} },
          on: {
            'code.confirm': [
              { guard: { type: 'isFilled', params: ({ event }) => event.values }, target: 'newPassword', actions: { type: 'storeCode', params: ({ event }) => event.values } },
              { target: '.failed', actions: 'markIncomplete' },
            ],
          },
        },
        newPassword: {
          initial: 'idle',
          states: { idle: {}, failed: {} },
          on: {
            'step.back': { target: 'code' },
            'password.submit': [
              {
                guard: { type: 'passwordsMatch', params: ({ event }) => event.values },
                target: 'settingPassword',
                actions: { type: 'storePassword', params: ({ event }) => event.values.newPassword },
              },
              { target: '.failed', actions: 'markMismatch' },
            ],
          },
        },
        settingPassword: {
          tags: ['busy'],
          invoke: {
            id: 'setPasswordByPhone',
            src: 'setPasswordByPhone',
            input: ({ context }) => context.phone,
            onDone: { target: 'loggingIn', actions: { type: 'storeAccount', params: ({ event }) => event.output } },
            onError: [
              {
                guard: { type: 'isCodeError', params: ({ event }) => ({ error: event.error }) },
                target: 'code.failed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                description: 'A wrong or expired code sends the member back to the code step.',
              },
              { target: 'newPassword.failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        loggingIn: {
          tags: ['busy'],
          invoke: {
            id: 'submitLogin',
            src: 'submitLogin',
            input: ({ context }) => ({
              type: '' as const,
              username: context.account ?? context.phone.mobileNum,
              password: context.phone.newPassword,
              countryDialingCode: context.phone.countryDialingCode,
            }),
            onDone: { target: '#forgotPassword.succeeded', actions: { type: 'storeResult', params: ({ event }) => event.output } },
            onError: {
              target: '#forgotPassword.passwordReset',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              description: 'The password is set but the automatic login failed: please log in again.',
            },
          },
        },
      },
    },
    passwordReset: {
      meta: { requirements: ['access §4 forgot by phone'] },
      on: { 'confirmation.close': { target: 'closed' } },
    },
    succeeded: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ result: context.result }),
});
