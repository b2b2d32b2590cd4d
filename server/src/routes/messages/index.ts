import type { CallRoute } from '../../http/call-route';

/** Call routes of the messages area. */
export const messagesRoutes: CallRoute<any>[] = [];
