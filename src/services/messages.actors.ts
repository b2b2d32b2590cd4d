/** Actor bindings of the inbox calls. */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import { loadUnreadCount } from './messages.api';

export function createMessagesActors({ http }: { http: HttpClient }) {
  return {
    loadUnreadCount: fromPromise<number>(({ signal }) => loadUnreadCount({ http, signal })),
  };
}
