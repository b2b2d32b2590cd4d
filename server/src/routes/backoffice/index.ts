/**
 * The back office's API under /backoffice/api (calls: backofficeCalls in
 * src/services/calls.ts). Like the operator API it exists only when the
 * gateway has an operator key, which also seals the TOTP secrets when no
 * OPERATOR_SECRET_KEY is set.
 */
import { Hono } from 'hono';
import { fail } from '../../../../src/services/envelope';
import { errorCodes } from '../../../../src/services/error-codes';
import type { GatewayConfig } from '../../config';
import type { GatewayEnv } from '../../http/context';
import { messageFor } from '../../http/messages';
import { envelopeFor } from '../../http/respond';
import { adjustmentRoutes } from './adjustment-routes';
import { auditRoutes } from './audit-routes';
import { breakRoutes } from './break-routes';
import { confirmationRoutes } from './confirmation-routes';
import { contentRoutes } from './content-routes';
import { feedbackRoutes } from './feedback-routes';
import { memberRoutes } from './member-routes';
import { queueRoutes } from './queue-routes';
import { reviewRoutes } from './review-routes';
import { sessionRoutes } from './session-routes';

export function mountBackoffice(app: Hono<GatewayEnv>, config: Pick<GatewayConfig, 'operatorKey' | 'operatorSecretKey'>): void {
  if (!config.operatorKey && !config.operatorSecretKey) return;
  const routes = new Hono<GatewayEnv>();
  sessionRoutes(routes);
  queueRoutes(routes);
  reviewRoutes(routes);
  confirmationRoutes(routes);
  feedbackRoutes(routes);
  breakRoutes(routes);
  memberRoutes(routes);
  adjustmentRoutes(routes);
  auditRoutes(routes);
  contentRoutes(routes);
  // An unknown API path is a 404 envelope, never the back office's page.
  routes.all('/backoffice/api/*', (c) => c.json(fail(errorCodes.notFound, messageFor(errorCodes.notFound)), 404));
  routes.onError((error, c) => envelopeFor.error(c, error));
  app.route('/', routes);
}
