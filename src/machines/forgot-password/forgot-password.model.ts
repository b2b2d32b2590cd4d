/**
 * Event cases for path generation over password recovery. Values are case
 * markers: `member` is a demo account with an e-mail and a mobile, `bad` an
 * e-mail that does not match, `sent` the code from the SMS outbox, `wrong` a
 * wrong code, `weak` a password the rules refuse.
 */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import type { ForgotInput } from './forgot-password-rules';
import { loginResultFor, serializeWithContext, type ModelEvent } from '../session/session.model';

export const forgotEvents = {
  emailDone: 'xstate.done.actor.sendResetEmail',
  emailError: 'xstate.error.actor.sendResetEmail',
  setDone: 'xstate.done.actor.setPasswordByPhone',
  setError: 'xstate.error.actor.setPasswordByPhone',
  loginDone: 'xstate.done.actor.submitLogin',
  loginError: 'xstate.error.actor.submitLogin',
} as const;

export const forgotCases = {
  email: { username: 'member', email: 'good' },
  emailMismatch: { username: 'member', email: 'bad' },
  emailEmpty: { username: '', email: ' ' },
  code: { mobileNum: 'member', countryDialingCode: '63', verificationCode: 'sent' },
  wrongCode: { mobileNum: 'member', countryDialingCode: '63', verificationCode: 'wrong' },
  codeEmpty: { mobileNum: '', countryDialingCode: '63', verificationCode: '' },
  password: { newPassword: 'good', confirmPassword: 'good' },
  weakPassword: { newPassword: 'weak', confirmPassword: 'weak' },
  mismatch: { newPassword: 'good', confirmPassword: 'other' },
} as const;

export const forgotPasswordModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'tab.select', tab: 'email' },
    { type: 'tab.select', tab: 'mobile' },
    ...[forgotCases.email, forgotCases.emailMismatch, forgotCases.emailEmpty].map((values) => ({ type: 'email.submit', values })),
    { type: forgotEvents.emailDone },
    { type: forgotEvents.emailError, error: { code: 'account.not.found' } },
    { type: 'confirmation.close' },
    ...[forgotCases.code, forgotCases.wrongCode, forgotCases.codeEmpty].map((values) => ({ type: 'code.confirm', values })),
    ...[forgotCases.password, forgotCases.weakPassword, forgotCases.mismatch].map((values) => ({ type: 'password.submit', values })),
    { type: 'step.back' },
    { type: forgotEvents.setDone, output: { userName: 'member' } },
    { type: forgotEvents.setError, error: { code: 'sms.code.invalid' } },
    { type: forgotEvents.setError, error: { code: 'password.weak' } },
    { type: forgotEvents.loginDone, output: loginResultFor('token:member') },
    { type: forgotEvents.loginError, error: { code: 'network.abnormal' } },
  ],
  serializeState: serializeWithContext((context) => [context.email, context.phone]),
  input: { phoneRecovery: true },
  /** Without CHNGPASSVERIF3 the mobile tab is refused. */
  inputs: [{ name: 'phoneRecoveryOff', input: { phoneRecovery: false } satisfies ForgotInput }],
};
