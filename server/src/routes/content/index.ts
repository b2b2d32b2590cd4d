import type { CallRoute } from '../../http/call-route';

/** Call routes of the content area. */
export const contentRoutes: CallRoute<any>[] = [];
