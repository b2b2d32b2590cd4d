/** Actor bindings of the account calls. */
import { fromPromise } from 'xstate';
import {
  changePassword,
  loadAvatar,
  loadBalance,
  loadMemberInfo,
  sendPasswordResetEmail,
  setPasswordByPhone,
  type ChangePasswordRequest,
  type PhonePasswordRequest,
} from './account.api';
import type { HttpClient } from './http';
import type { Balance, MemberInfo } from './schemas/account';

export function createAccountActors({ http }: { http: HttpClient }) {
  return {
    loadMemberInfo: fromPromise<MemberInfo>(({ signal }) => loadMemberInfo({ http, signal })),
    loadBalance: fromPromise<Balance>(({ signal }) => loadBalance({ http, signal })),
    loadAvatar: fromPromise<string | null>(({ signal }) => loadAvatar({ http, signal })),
    submitPasswordChange: fromPromise<void, ChangePasswordRequest>(({ input, signal }) => changePassword({ http, signal }, input)),
    sendResetEmail: fromPromise<void, { username: string; email: string }>(({ input, signal }) => sendPasswordResetEmail({ http, signal }, input)),
    setPasswordByPhone: fromPromise<{ userName: string } | null, PhonePasswordRequest>(({ input, signal }) => setPasswordByPhone({ http, signal }, input)),
  };
}
