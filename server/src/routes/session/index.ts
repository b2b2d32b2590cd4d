import type { CallRoute } from '../../http/call-route';

/** Call routes of the session area. */
export const sessionRoutes: CallRoute<any>[] = [];
