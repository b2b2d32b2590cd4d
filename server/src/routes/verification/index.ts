import type { CallRoute } from '../../http/call-route';

/** Call routes of the verification area. */
export const verificationRoutes: CallRoute<any>[] = [];
