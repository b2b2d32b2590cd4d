import type { CallRoute } from '../../http/call-route';

/** Call routes of the wallet area. */
export const walletRoutes: CallRoute<any>[] = [];
