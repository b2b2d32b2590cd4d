/** The audit log's "who" for a request made in an operator's session. */
import type { Context } from 'hono';
import type { Actor } from '../../domain/backoffice/audit';
import type { GatewayEnv } from '../../http/context';
import { requestPlace } from '../system/request-place';

export function sessionActor(c: Context<GatewayEnv>): Actor {
  const session = c.get('operatorSession');
  return { actor: session.username, operatorId: session.operatorId, role: session.role, address: requestPlace(c).ip };
}
