/** Every area's call routes; each area adds its list here. */
import type { CallRoute } from '../http/call-route';

export const allRoutes: readonly CallRoute<any>[] = [];
