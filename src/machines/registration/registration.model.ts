/**
 * Event cases for path generation over registration. Values are case
 * markers the replay turns into real ones: `fresh` becomes a new username or
 * mobile number, `taken` an existing one, `sent` the code from the SMS
 * outbox, `good`/`bad` a real or unknown affiliate code and captcha answer.
 */
import type { EventObject } from 'xstate';
import type { InputVariant, MachineModel } from '../model-types';
import { loginResultFor, serializeWithContext, type ModelEvent } from '../session/session.model';
import type { RegistrationInput } from './registration-rules';

export const registrationEvents = {
  affiliateDone: 'xstate.done.actor.checkAffiliate',
  affiliateError: 'xstate.error.actor.checkAffiliate',
  humanCheckDone: 'xstate.done.actor.humanCheck',
  submitDone: 'xstate.done.actor.submitRegistration',
  submitError: 'xstate.error.actor.submitRegistration',
} as const;

const password = { password: 'good', confirmPassword: 'good' };
const extras = { verificationCode: 'sent', captcha: 'good' };

export const registrationCases = {
  username: { username: 'fresh', ...password, mobileNum: 'fresh', countryDialingCode: '63', ...extras },
  usernameWithAffiliate: { username: 'fresh', ...password, mobileNum: 'fresh', countryDialingCode: '63', affiliateCode: 'good', ...extras },
  usernameBadAffiliate: { username: 'fresh', ...password, mobileNum: 'fresh', countryDialingCode: '63', affiliateCode: 'bad', ...extras },
  usernameTaken: { username: 'taken', ...password, mobileNum: 'fresh', countryDialingCode: '63', ...extras },
  mobile: { mobileNum: 'fresh', countryDialingCode: '63', ...password, ...extras },
  empty: { username: '', password: '' },
} as const satisfies Record<string, Record<string, string>>;

/** The reference gateway's seeded switches: every registration feature on. */
export const registrationModelInput: RegistrationInput = {
  usernameRegistration: true,
  mobileRegistration: true,
  mobilePassword: true,
  smsVerification: true,
  captchaShown: true,
  affiliateFieldShown: true,
  urlAffiliateCode: '',
  referralCode: '',
  domain: 'localhost',
  registerUrl: 'http://localhost/register',
  thirdPartyPhoneAuth: false,
};

/**
 * The switches the guards read, each the other way round: no captcha (the
 * raised `captcha.show` is refused), username registration only (no tabs),
 * mobile registration only (the username tab is refused), and a form without
 * the affiliate field, the mobile password or the username form's SMS code.
 */
export const registrationInputVariants: InputVariant[] = [
  { name: 'captchaHidden', input: { ...registrationModelInput, captchaShown: false } satisfies RegistrationInput },
  { name: 'usernameOnly', input: { ...registrationModelInput, mobileRegistration: false, smsVerification: false } satisfies RegistrationInput },
  {
    name: 'mobileOnly',
    input: { ...registrationModelInput, usernameRegistration: false, mobilePassword: false, affiliateFieldShown: false, urlAffiliateCode: 'good' } satisfies RegistrationInput,
  },
];

export const registrationModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'regType.select', regType: 'username' },
    { type: 'regType.select', regType: 'mobile' },
    { type: 'form.reset' },
    ...Object.values(registrationCases).map((values) => ({ type: 'form.submit', values })),
    { type: registrationEvents.affiliateDone, output: true },
    { type: registrationEvents.affiliateDone, output: false },
    { type: registrationEvents.affiliateError, error: { code: 'network.abnormal' } },
    { type: registrationEvents.humanCheckDone, output: { token: 'pass-token' } },
    { type: 'humanCheck.cancel' },
    { type: registrationEvents.submitDone, output: loginResultFor('token:fresh', { firstTimeLogin: true }) },
    { type: registrationEvents.submitError, error: { code: 'register.username.taken', fields: { username: 'register.username.taken' } } },
    { type: 'notice.acknowledge' },
  ],
  serializeState: serializeWithContext((context) => [context.regType, context.values]),
  input: registrationModelInput,
  inputs: registrationInputVariants,
};
