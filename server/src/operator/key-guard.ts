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

/** Calls that start scheduled work now: each item it settles is its own transaction, claimed in the database. */
const runsJobs = /^\/(forced-receipts|settlements)\/run$/;

/** Ends the request's transaction without committing, once the handler answered a refusal. */
class Refused extends Error {}

/**
 * The other changing calls of the key API (settings, switches, providers, redemptions, applications, breaks,
 * wagering) run in one transaction with their audit row: the handler gets that transaction as its database (the
 * domain functions' own transactions become savepoints of it), and a refusal rolls both back. So no change
 * commits without its row, and no row records a change that did not happen. A call that runs jobs is recorded
 * before it starts instead (the jobs commit item by item), so every effect it has follows its row.
 */
export function auditOtherChanges(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const path = c.req.path.replace(/^\/operator/, '') || '/';
    if (c.req.method === 'GET' || auditedInside.test(path) || !c.get('operatorKeyHolder')) return next();
    const deps = c.get('deps');
    const entry = { action: `operator-api ${c.req.method} ${path.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/:id')}`, subject: path };
    if (runsJobs.test(path)) {
      await deps.db.transaction((tx) => recordAudit(tx, keyActor(c), entry, deps.clock.now()));
      return next();
    }
    try {
      await deps.db.transaction(async (tx) => {
        c.set('deps', { ...deps, db: tx as unknown as typeof deps.db });
        await next();
        if (c.error || c.res.status >= 300) throw new Refused();
        await recordAudit(tx, keyActor(c), entry, deps.clock.now());
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
    } finally {
      c.set('deps', deps);
    }
  };
}
