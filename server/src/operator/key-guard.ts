/**
 * Who holds the bearer key of an /operator request: the environment's key
 * (admin) or a key from operator_keys with its role, unless revoked. Each
 * path is one action of the permission table (domain/backoffice/permissions.ts),
 * checked against the key's role. A member's session token is no key.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { errorCodes } from '../../../src/services/error-codes';
import { recordAudit, type Actor } from '../domain/backoffice/audit';
import { keyHolderOf, type KeyHolder } from '../domain/backoffice/keys';
import { may, type Action } from '../domain/backoffice/permissions';
import type { GatewayEnv } from '../http/context';
import { DomainError } from '../http/domain-error';
import { requestPlace } from '../routes/system/request-place';

declare module 'hono' {
  interface ContextVariableMap {
    operatorKeyHolder: KeyHolder;
  }
}

/** The action an operator API request performs, from its method and path below /operator. */
export function actionOfOperatorPath(method: string, path: string): Action {
  const read = method === 'GET';
  if (/^\/(deposits)(\/|$)/.test(path)) return read ? 'deposits.read' : 'deposits.decide';
  if (/^\/(withdrawals)(\/|$)/.test(path)) return read ? 'withdrawals.read' : 'withdrawals.decide';
  if (/^\/audit(\/|$)/.test(path)) return 'audit.read';
  if (/^\/(operators|keys)(\/|$)/.test(path)) return 'operators.manage';
  return 'operator-api.other';
}

export function keyGuard(environmentKey: string | undefined): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const presented = /^Bearer [A-Za-z0-9._~+/-]+=*$/.test(header) ? header.slice(7) : '';
    const holder = presented ? await keyHolderOf(c.get('deps').db, environmentKey, presented) : null;
    if (!holder) throw new DomainError(errorCodes.operatorUnauthorized, 401);
    const path = c.req.path.replace(/^\/operator/, '') || '/';
    if (!may(holder.role, actionOfOperatorPath(c.req.method, path))) throw new DomainError(errorCodes.backofficeForbidden, 403);
    c.set('operatorKeyHolder', holder);
    return next();
  };
}

export function keyActor(c: Context<GatewayEnv>): Actor {
  const holder = c.get('operatorKeyHolder');
  return { actor: `key:${holder.label}`, operatorId: null, role: holder.role, address: requestPlace(c).ip };
}

/** Paths whose actions write their audit row inside their own transaction (domain/backoffice/decisions.ts, operators.ts, keys.ts). */
const auditedInside = /^\/(deposits|withdrawals)\/[^/]+\/(approve|reject|pay)$|^\/(operators|keys)(\/|$)/;

/**
 * The other changing calls of the key API (jobs, settings, providers, redemptions, affiliate applications) are
 * recorded once they succeed, with what was asked. Their domain functions take no actor yet, so this row follows
 * their commit rather than sharing it: the one gap left before each of them records inside its transaction.
 */
export function auditOtherChanges(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    await next();
    const path = c.req.path.replace(/^\/operator/, '') || '/';
    if (c.req.method === 'GET' || c.res.status >= 300 || auditedInside.test(path) || !c.get('operatorKeyHolder')) return;
    const { db, clock } = c.get('deps');
    await recordAudit(db, keyActor(c), { action: `operator-api ${c.req.method} ${path.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/:id')}`, subject: path }, clock.now());
  };
}
