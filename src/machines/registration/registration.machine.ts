/**
 * Registration (spec §4): the username and mobile forms (tabs only with
 * MOBILENUMREG3; switching rebuilds the form), a check of a typed affiliate
 * code, the slide human check, then the register call with `login: true`, so
 * success is a login result. Mobile registrations first show a notice about
 * the generated account number. Server field errors stay in context for the
 * form to show below each field.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import type { RegisterRequest } from '../../services/registration.api';
import type { LoginResult } from '../../services/schemas/account';
import { captchaMachine } from '../captcha/captcha.machine';
import { humanCheckMachine } from '../human-check/human-check.machine';
import { errorCodeOf, fieldErrorsOf } from '../session/access-errors';
import { smsCountdownMachine } from '../sms-countdown/sms-countdown.machine';
import {
  affiliateInvalidCode,
  initialRegType,
  isRegistrationComplete,
  registerRequestOf,
  trimValues,
  typedAffiliateCode,
  type RegistrationEvent,
  type RegistrationInput,
  type RegistrationOutput,
  type RegType,
} from './registration-rules';

export interface RegistrationContext {
  input: RegistrationInput;
  regType: RegType;
  values: Record<string, string>;
  /** Bumped whenever the form is rebuilt (tab switch, reset), so the view remounts it empty. */
  formVersion: number;
  /** Field name → error code, from the server's refusal. */
  fieldErrors: Record<string, string>;
  errorCode: string | null;
  humanCheckToken: string | null;
  result: LoginResult | null;
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
  },
  actors: {
    checkAffiliate: fromPromise<boolean, { code: string; domain: string }>(async () => {
      throw new Error('checkAffiliate not provided');
    }),
    submitRegistration: fromPromise<LoginResult, RegisterRequest>(async () => {
      throw new Error('submitRegistration not provided');
    }),
    humanCheck: humanCheckMachine,
    smsCountdown: smsCountdownMachine,
    captcha: captchaMachine,
  },
  guards: {
    canSelect: ({ context }, regType: RegType) =>
      regType !== context.regType && context.input.mobileRegistration && (regType === 'mobile' || context.input.usernameRegistration),
    isIncomplete: ({ context }) => !isRegistrationComplete(context.regType, context.values, context.input),
    hasTypedAffiliate: ({ context }) => typedAffiliateCode(context.values, context.input) !== '',
    isValidAffiliate: (_, valid: boolean) => valid,
    isMobile: ({ context }) => context.regType === 'mobile',
    showsCaptcha: ({ context }) => context.input.captchaShown,
  },
  actions: {
    rebuildForm: assign(({ context }, regType: RegType) => ({ regType, values: {}, formVersion: context.formVersion + 1, fieldErrors: {}, errorCode: null })),
    clearForm: assign(({ context }) => ({ values: {}, formVersion: context.formVersion + 1, fieldErrors: {}, errorCode: null })),
    storeValues: assign((_, values: Record<string, string>) => ({ values: trimValues(values), fieldErrors: {}, errorCode: null })),
    storeHumanCheck: assign((_, token: string) => ({ humanCheckToken: token })),
    storeResult: assign((_, result: LoginResult) => ({ result })),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error), fieldErrors: fieldErrorsOf(error), humanCheckToken: null })),
    markIncomplete: assign({ errorCode: 'field.required' }),
    markAffiliateInvalid: assign({ errorCode: affiliateInvalidCode, fieldErrors: { affiliateCode: affiliateInvalidCode } }),
    reloadCaptcha: raise({ type: 'captcha.require' }),
    showCaptchaIfSet: raise({ type: 'captcha.show' }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({ input, regType: initialRegType(input), values: {}, formVersion: 0, fieldErrors: {}, errorCode: null, humanCheckToken: null, result: null }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      meta: { requirements: ['access §4 registration flow', 'access §5 registration validation'] },
      entry: 'showCaptchaIfSet',
      invoke: {
        id: 'smsCountdown',
        src: 'smsCountdown',
        input: ({ context }) => ({ purpose: 'register', thirdParty: context.input.thirdPartyPhoneAuth, humanCheck: true }),
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              initial: 'idle',
              states: { idle: {}, failed: {} },
              on: {
                'regType.select': {
                  guard: { type: 'canSelect', params: ({ event }) => event.regType },
                  target: '.idle',
                  actions: { type: 'rebuildForm', params: ({ event }) => event.regType },
                  description: 'Switching the registration type rebuilds the form from empty.',
                },
                'form.reset': { target: '.idle', actions: 'clearForm' },
                'form.submit': { target: 'validating', actions: { type: 'storeValues', params: ({ event }) => event.values } },
              },
            },
            validating: {
              always: [
                { guard: 'isIncomplete', target: 'editing.failed', actions: 'markIncomplete' },
                { guard: 'hasTypedAffiliate', target: 'checkingAffiliate', description: 'A typed affiliate code is checked; else the URL one is sent as is.' },
                { target: 'humanCheck' },
              ],
            },
            checkingAffiliate: {
              tags: ['busy'],
              invoke: {
                id: 'checkAffiliate',
                src: 'checkAffiliate',
                input: ({ context }) => ({ code: context.values.affiliateCode ?? '', domain: context.input.domain }),
                onDone: [
                  { guard: { type: 'isValidAffiliate', params: ({ event }) => event.output }, target: 'humanCheck' },
                  { target: 'editing.failed', actions: 'markAffiliateInvalid', description: 'The invitation code error dialog shows.' },
                ],
                onError: { target: 'editing.failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            humanCheck: {
              invoke: {
                id: 'humanCheck',
                src: 'humanCheck',
                input: { action: 'register' },
                onDone: { target: 'submitting', actions: { type: 'storeHumanCheck', params: ({ event }) => event.output.token } },
              },
              on: { 'humanCheck.cancel': { target: 'editing' } },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'submitRegistration',
                src: 'submitRegistration',
                input: ({ context }) => registerRequestOf(context),
                onDone: [
                  {
                    guard: 'isMobile',
                    target: '#registration.generatedAccountNotice',
                    actions: { type: 'storeResult', params: ({ event }) => event.output },
                    description: 'Mobile registrations first learn the generated account number.',
                  },
                  { target: '#registration.succeeded', actions: { type: 'storeResult', params: ({ event }) => event.output } },
                ],
                onError: {
                  target: 'editing.failed',
                  actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'reloadCaptcha'],
                  description: 'Field errors from the server show below their fields; a used captcha is replaced.',
                },
              },
            },
          },
        },
        captcha: {
          initial: 'hidden',
          states: {
            hidden: { on: { 'captcha.show': { guard: 'showsCaptcha', target: 'shown', description: 'The public setting shows the captcha.' } } },
            shown: {
              invoke: { id: 'captcha', src: 'captcha' },
              on: { 'captcha.require': { target: 'shown', reenter: true } },
            },
          },
        },
      },
    },
    generatedAccountNotice: {
      meta: { requirements: ['access §4 registration flow'] },
      on: { 'notice.acknowledge': { target: 'succeeded' } },
    },
    succeeded: { type: 'final', meta: { requirements: ['access §4 login state'] } },
  },
  output: ({ context }) => ({ result: context.result as LoginResult, regType: context.regType }),
});
