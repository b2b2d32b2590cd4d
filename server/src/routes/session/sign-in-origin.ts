/** Where a sign-in comes from: the address the rate limits count by, the Device-Id header and the browser's User-Agent. */
import type { Context } from 'hono';
import { deviceIdOf } from '../../domain/access/device';
import type { SignInOrigin } from '../../domain/sign-ins';
import type { GatewayEnv } from '../../http/context';
import { requestPlace } from '../system/request-place';

export function signInOriginOf(c: Context<GatewayEnv>): SignInOrigin {
  return { ip: requestPlace(c).ip, deviceId: deviceIdOf(c), userAgent: c.req.header('user-agent') ?? '' };
}
