import type { CallRoute } from '../../http/call-route';

/** Call routes of the system area. */
export const systemRoutes: CallRoute<any>[] = [];
