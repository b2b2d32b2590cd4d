/**
 * The operator's endpoints: list deposits and withdrawals, decide them, run
 * the forced-receipt and settlement jobs now; promotion and affiliate
 * applications; a member's bonus wagering requirements; the system state and whitelabel switches. Answers use the portal's envelope; decisions are addressed
 * by reference, the text members quote (affiliate applications by id:
 * members quote none).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ok } from '../../../src/services/envelope';
import { runDueSettlements } from '../domain/contracts/settlement/run';
import { runForcedReceipts } from '../domain/funds/forced-receipts';
import { decideRedemption, redemptionsForOperator } from '../domain/points/mall';
import { listDeposits, listWithdrawals } from '../domain/funds/operator-actions';
import { decideItem } from '../domain/backoffice/decisions';
import { keyActor } from './key-guard';
import { backofficeOperatorRoutes } from './backoffice-routes';
import { fromCents } from '../domain/money';
import type { GatewayEnv } from '../http/context';
import { remarkOf, statusOf } from './request-parts';
import { rewardOperatorRoutes } from '../routes/rewards/operator';
import { affiliateOperatorRoutes } from '../routes/agent/operator';
import { wageringOperatorRoutes } from '../routes/wagering/operator';
import { breaksOperatorRoutes } from '../routes/protection/operator';
import { listFeedback } from '../domain/support/feedback';
import { settingsOperatorRoutes } from './settings-routes';
import { providerOperatorRoutes } from './provider-routes';

const depositStatuses = ['pending', 'approved', 'rejected'] as const;
const redemptionStatuses = ['process', 'approved', 'rejected'] as const;
const withdrawalStatuses = ['pending', 'paid', 'rejected'] as const;

export function operatorRoutes(): Hono<GatewayEnv> {
  const routes = new Hono<GatewayEnv>();
  const deps = (c: Context<GatewayEnv>) => c.get('deps');
  const now = (c: Context<GatewayEnv>) => deps(c).clock.now();

  routes.get('/deposits', async (c) => c.json(ok(await listDeposits(deps(c).db, statusOf(c, depositStatuses)))));
  routes.get('/redemptions', async (c) => c.json(ok(await redemptionsForOperator(deps(c).db, statusOf(c, redemptionStatuses) ?? ''))));
  routes.post('/redemptions/:reference/approve', async (c) => c.json(ok(await decideRedemption(deps(c).db, c.req.param('reference'), { approve: true }, now(c)))));
  routes.post('/redemptions/:reference/reject', async (c) => c.json(ok(await decideRedemption(deps(c).db, c.req.param('reference'), { approve: false, remark: await remarkOf(c) }, now(c)))));
  routes.get('/withdrawals', async (c) => c.json(ok(await listWithdrawals(deps(c).db, statusOf(c, withdrawalStatuses)))));
  // Deposit and withdrawal decisions go through the back office's rule: audited, and refused while an operator holds the item.
  for (const [kind, verbs] of [['deposit', ['approve', 'reject']], ['withdrawal', ['pay', 'reject']]] as const) {
    for (const verb of verbs) {
      routes.post(`/${kind}s/:reference/${verb}`, async (c) => {
        const input = { kind, verb, reference: c.req.param('reference'), reason: await remarkOf(c), reasonRequired: false };
        return c.json(ok(await decideItem(deps(c).db, keyActor(c), input, now(c))));
      });
    }
  }
  routes.post('/forced-receipts/run', async (c) => c.json(ok({ forced: await runForcedReceipts(deps(c)) })));
  // Settles every contract period that has ended, now rather than at the job's next tick; safe beside the job (the claim decides).
  routes.post('/settlements/run', async (c) => {
    const run = await runDueSettlements(deps(c));
    return c.json(ok({ settled: run.settled, paid: run.paid, amount: fromCents(run.amount) }));
  });
  routes.get('/feedback', async (c) => c.json(ok(await listFeedback(deps(c).db))));
  routes.route('/', rewardOperatorRoutes());
  routes.route('/', affiliateOperatorRoutes());
  routes.route('/', wageringOperatorRoutes());
  routes.route('/', breaksOperatorRoutes());
  routes.route('/', settingsOperatorRoutes());
  routes.route('/', providerOperatorRoutes());
  routes.route('/', backofficeOperatorRoutes());
  return routes;
}
