/** The audit log screen's calls: search, and whether the chain holds; the operator list for admins. */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { searchAudit } from '../../domain/backoffice/audit-search';
import { verifyAudit } from '../../domain/backoffice/audit';
import { listOperators } from '../../domain/backoffice/operators';
import type { GatewayEnv } from '../../http/context';
import { guard } from './guard';
import { pageQuery, queryOf } from './input';

const text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)));
const auditQuery = v.object({ ...pageQuery, actor: text, action: text, subject: text });

export function auditRoutes(routes: Hono<GatewayEnv>): void {
  routes.get(calls.auditSearch.path, guard(calls.auditSearch), async (c) => c.json(ok(await searchAudit(c.get('deps').db, queryOf(c, auditQuery)))));
  routes.get(calls.auditVerify.path, guard(calls.auditVerify), async (c) => c.json(ok(await verifyAudit(c.get('deps').db))));
  routes.get(calls.operatorList.path, guard(calls.operatorList), async (c) => c.json(ok(await listOperators(c.get('deps').db))));
}
