/**
 * Change password (spec §4, §5): the old password (hidden and taken from
 * memory when a forced change follows login), the new one and its
 * confirmation, then the encrypted call. On `succeeded` the wiring tells the
 * session (`password.changed`), which reloads the login info and forgets the
 * in-memory password.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ChangePasswordRequest } from '../../services/account.api';
import { errorCodeOf } from '../session/access-errors';

export interface ChangePasswordInput {
  /** The password kept in memory after a login that forces a change; null asks for it. */
  storedPassword: string | null;
}

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordContext {
  storedPassword: string | null;
  values: PasswordValues;
  errorCode: string | null;
}

export type ChangePasswordEvent = { type: 'password.submit'; values: Partial<PasswordValues> };

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    submitPasswordChange: fromPromise<void, ChangePasswordRequest>(async () => {
      throw new Error('submitPasswordChange not provided');
    }),
  },
  guards: {
    isIncomplete: ({ context }) => Object.values(context.values).some((value) => value === ''),
    isMismatch: ({ context }) => context.values.newPassword !== context.values.confirmPassword,
  },
  actions: {
    storeValues: assign(({ context }, values: Partial<PasswordValues>) => ({
      values: {
        oldPassword: context.storedPassword ?? values.oldPassword ?? '',
        newPassword: values.newPassword ?? '',
        confirmPassword: values.confirmPassword ?? '',
      },
      errorCode: null,
    })),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error) })),
    markIncomplete: assign({ errorCode: 'field.required' }),
    markMismatch: assign({ errorCode: 'password.mismatch' }),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    storedPassword: input.storedPassword,
    values: { oldPassword: '', newPassword: '', confirmPassword: '' },
    errorCode: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: { requirements: ['access §5 change password validation'] },
      initial: 'idle',
      states: { idle: {}, failed: {} },
      on: { 'password.submit': { target: 'validating', actions: { type: 'storeValues', params: ({ event }) => event.values } } },
    },
    validating: {
      always: [
        { guard: 'isIncomplete', target: 'editing.failed', actions: 'markIncomplete' },
        {
          guard: 'isMismatch',
          target: 'editing.failed',
          actions: 'markMismatch',
          description: 'The confirmation must equal the new password.',
          meta: { requirements: ['access §5 change password validation'] },
        },
        { target: 'submitting' },
      ],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitPasswordChange',
        src: 'submitPasswordChange',
        input: ({ context }) => ({
          oldPassword: context.values.oldPassword,
          newPassword: context.values.newPassword,
          confirmNewPassword: context.values.confirmPassword,
        }),
        onDone: { target: 'succeeded' },
        onError: { target: 'editing.failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    succeeded: { type: 'final', meta: { requirements: ['access §4 change password'] } },
  },
});
