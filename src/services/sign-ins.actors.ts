/** Actor bindings of the security centre's sign-in list and its "sign out everywhere else". */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import type { SignIn } from './schemas/sign-ins';
import { loadSignIns, signOutOthers } from './sign-ins.api';

export function createSignInsActors({ http }: { http: HttpClient }) {
  return {
    recentSignIns: fromPromise<SignIn[], void>(({ signal }) => loadSignIns({ http, signal })),
    /** The form machine hands its values over; this call takes none. */
    signOutOthers: fromPromise<void, unknown>(({ signal }) => signOutOthers({ http, signal })),
  };
}
