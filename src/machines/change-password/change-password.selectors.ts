/** Snapshot → what the change-password modal needs. */
import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './change-password.machine';

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export interface ChangePasswordView {
  /** Hidden when the old password is known from a forced change (spec §5). */
  askOldPassword: boolean;
  submitting: boolean;
  errorCode: string | null;
  done: boolean;
}

export function selectChangePassword(snapshot: ChangePasswordSnapshot): ChangePasswordView {
  return {
    askOldPassword: snapshot.context.storedPassword === null,
    submitting: snapshot.hasTag('busy'),
    errorCode: snapshot.matches({ editing: 'failed' }) ? snapshot.context.errorCode : null,
    done: snapshot.matches('succeeded'),
  };
}
