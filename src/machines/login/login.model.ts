/**
 * Event cases for path generation over the login form. Usernames, passwords
 * and codes are case markers the replay maps to demo accounts and to codes
 * read from the SMS outbox: `member` logs in, `mustChange` has the default
 * password, `expired` an expired one; a `bad` password is refused, and from
 * then on the gateway asks for a captcha (`good` is its right answer).
 */
import type { EventObject } from 'xstate';
import type { InputVariant, MachineModel } from '../model-types';
import { loginResultFor, serializeWithContext, type ModelEvent } from '../session/session.model';
import type { LoginInput, LoginValues } from './login-rules';

export const loginEvents = {
  humanCheckDone: 'xstate.done.actor.humanCheck',
  submitDone: 'xstate.done.actor.submitLogin',
  submitError: 'xstate.error.actor.submitLogin',
} as const;

/** Username-tab submissions by case. */
export const usernameCases = {
  member: { username: 'member', password: 'good' },
  mustChange: { username: 'mustChange', password: 'good' },
  expired: { username: 'expired', password: 'good' },
  bad: { username: 'member', password: 'bad' },
  withCaptcha: { username: 'member', password: 'good', captcha: 'good' },
  badWithCaptcha: { username: 'member', password: 'bad', captcha: 'good' },
  empty: { username: ' ', password: '' },
} as const satisfies Record<string, Partial<LoginValues>>;

/** SMS-tab submissions by case: the `sent` code is the one the outbox received. */
export const smsCases = {
  sent: { mobileNum: 'member', countryDialingCode: '63', verificationCode: 'sent' },
  wrong: { mobileNum: 'member', countryDialingCode: '63', verificationCode: 'wrong' },
  withCaptcha: { mobileNum: 'member', countryDialingCode: '63', verificationCode: 'sent', captcha: 'good' },
} as const satisfies Record<string, Partial<LoginValues>>;

export const loginModelInput: LoginInput = { smsLoginEnabled: true, thirdPartyPhoneAuth: false, forceChangeOnExpiry: true, remembered: null };

/**
 * The switches the guards read, the other way round: SMS login off (the sms
 * tab is refused) with forced change on expiry off (an expired password logs
 * in), and a remembered SMS login on the third-party channel (the form opens
 * on the sms tab, remember-me checked).
 */
export const loginInputVariants: InputVariant[] = [
  { name: 'smsLoginOff', input: { smsLoginEnabled: false, thirdPartyPhoneAuth: false, forceChangeOnExpiry: false, remembered: null } satisfies LoginInput },
  {
    name: 'rememberedThirdParty',
    input: {
      smsLoginEnabled: true,
      thirdPartyPhoneAuth: true,
      forceChangeOnExpiry: false,
      remembered: { type: 'sms', mobileNum: 'member', countryDialingCode: '63' },
    } satisfies LoginInput,
  },
];

export const loginModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'tab.select', tab: 'username' },
    { type: 'tab.select', tab: 'sms' },
    { type: 'rememberMe.toggle', checked: true },
    { type: 'rememberMe.toggle', checked: false },
    ...[...Object.values(usernameCases), ...Object.values(smsCases)].map((values) => ({ type: 'credentials.submit', values })),
    { type: loginEvents.humanCheckDone, output: { token: 'pass-token' } },
    { type: 'humanCheck.cancel' },
    { type: loginEvents.submitDone, output: loginResultFor('token:member') },
    { type: loginEvents.submitDone, output: loginResultFor('token:mustChange', { passwordDefault: true }) },
    { type: loginEvents.submitDone, output: loginResultFor('token:expired', { passwordExpired: true }) },
    { type: loginEvents.submitError, error: { code: 'login.bad.credentials', value: { captcha: true } } },
    { type: loginEvents.submitError, error: { code: 'phoneAuth.invalid.code', value: { captcha: true } } },
    { type: loginEvents.submitError, error: { code: 'network.abnormal' } },
  ],
  serializeState: serializeWithContext((context) => [context.tab, context.values]),
  input: loginModelInput,
  inputs: loginInputVariants,
};
