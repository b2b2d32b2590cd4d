/** Actor bindings of the registration calls. */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import { checkAffiliate, register, type RegisterRequest } from './registration.api';
import type { LoginResult } from './schemas/account';

export function createRegistrationActors({ http }: { http: HttpClient }) {
  return {
    checkAffiliate: fromPromise<boolean, { code: string; domain: string }>(({ input, signal }) => checkAffiliate({ http, signal }, input)),
    submitRegistration: fromPromise<LoginResult, RegisterRequest>(({ input, signal }) => register({ http, signal }, input)),
  };
}
