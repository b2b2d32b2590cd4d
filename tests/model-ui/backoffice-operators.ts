/**
 * The back office's side of the UI paths. The operator at the screen signs in
 * once per spec through the back office's session calls (password, then the
 * TOTP code of the enrolment the first step hands out); every path's fresh
 * browser context gets that session's cookie and CSRF token before it opens
 * a screen, as a reloaded tab would. A second operator acts straight on the
 * gateway's domain functions, as another operator's tab would, and never
 * signs in.
 */
import type { Page } from '@playwright/test';
import { operators } from '../../server/src/db/schema';
import type { Actor } from '../../server/src/domain/backoffice/audit';
import type { Role } from '../../server/src/domain/backoffice/permissions';
import { createOperator, signIn, type OperatorBrowser } from '../../server/test/backoffice/support';
import { operatorKey } from '../../server/test/funds/support';
import type { TestGateway } from '../e2e/support/gateway';
import { expect } from '../e2e/support/record-coverage';

/** The gateway settings a back-office spec starts with: the key that creates operators, as an administrator's script would. */
export const backofficeGatewayConfig = { operatorKey };

const sessions = new WeakMap<TestGateway, Map<Role, Promise<OperatorBrowser>>>();
const others = new WeakMap<TestGateway, Map<Role, Promise<Actor>>>();
let serial = 0;
const username = (prefix: string) => `${prefix}${process.pid % 100_000}x${++serial}`;

/** The spec's operator of `role`, signed in on the first call and kept for the gateway's life. */
function operatorOf(gateway: TestGateway, role: Role): Promise<OperatorBrowser> {
  const byRole = sessions.get(gateway) ?? new Map<Role, Promise<OperatorBrowser>>();
  sessions.set(gateway, byRole);
  let session = byRole.get(role);
  if (!session) {
    const name = username('uiop');
    // Only one code is ever made for this operator, so the clock need not move past its step.
    const clock = { now: () => gateway.deps.clock.now(), advance: () => undefined };
    session = createOperator(gateway, name, role).then(() => signIn(gateway, clock, name, role));
    byRole.set(role, session);
  }
  return session;
}

/** Opens `path` of the back office in `page` as the spec's operator of `role`; returns the operator's name. */
export async function openAsOperator(page: Page, gateway: TestGateway, role: Role, path: string): Promise<string> {
  const operator = await operatorOf(gateway, role);
  const url = new URL(gateway.url);
  await page.context().addCookies([{ name: 'bo_session', value: operator.cookie, domain: url.hostname, path: '/backoffice/api', httpOnly: true, sameSite: 'Strict' }]);
  await page.addInitScript((csrf) => sessionStorage.setItem('bo:csrf', csrf), operator.csrf);
  await page.goto(new URL(path, gateway.url).toString());
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return operator.username;
}

/** Another operator of `role`, made once per gateway, for acting on the domain as their tab would. */
export function otherOperator(gateway: TestGateway, role: Role): Promise<Actor> {
  const byRole = others.get(gateway) ?? new Map<Role, Promise<Actor>>();
  others.set(gateway, byRole);
  let actor = byRole.get(role);
  if (!actor) {
    const name = username('uiother');
    // Never signs in: a row without a usable password spares the password hashing the operators' API would do.
    actor = gateway.db
      .insert(operators)
      .values({ username: name, passwordHash: 'never-signs-in', role, createdAt: gateway.deps.clock.now() })
      .returning({ id: operators.id })
      .then(([row]) => ({ actor: name, operatorId: row!.id, role, address: '127.0.0.1' }));
    byRole.set(role, actor);
  }
  return actor;
}
