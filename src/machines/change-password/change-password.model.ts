/**
 * Event cases for path generation over the change-password form. Passwords
 * are case markers: `current` is the account's password, `wrong` is not,
 * `good` a new password the rules accept, `weak` one they refuse.
 */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import type { ChangePasswordInput } from './change-password.machine';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

export const changePasswordEvents = {
  submitDone: 'xstate.done.actor.submitPasswordChange',
  submitError: 'xstate.error.actor.submitPasswordChange',
} as const;

export const changePasswordCases = {
  good: { oldPassword: 'current', newPassword: 'good', confirmPassword: 'good' },
  wrongOld: { oldPassword: 'wrong', newPassword: 'good', confirmPassword: 'good' },
  weak: { oldPassword: 'current', newPassword: 'weak', confirmPassword: 'weak' },
  mismatch: { oldPassword: 'current', newPassword: 'good', confirmPassword: 'other' },
  empty: { oldPassword: 'current', newPassword: '', confirmPassword: '' },
} as const;

export const changePasswordModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    ...Object.values(changePasswordCases).map((values) => ({ type: 'password.submit', values })),
    { type: changePasswordEvents.submitDone },
    { type: changePasswordEvents.submitError, error: { code: 'password.old.incorrect' } },
    { type: changePasswordEvents.submitError, error: { code: 'password.weak' } },
  ],
  serializeState: serializeWithContext((context) => context.values),
  input: { storedPassword: null },
  /** After a forced change the session holds the old password: the form's own old password is ignored. */
  inputs: [{ name: 'storedPassword', input: { storedPassword: 'current' } satisfies ChangePasswordInput }],
};
