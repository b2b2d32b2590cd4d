import type { CallRoute } from '../../http/call-route';

/** Call routes of the account area. */
export const accountRoutes: CallRoute<any>[] = [];
