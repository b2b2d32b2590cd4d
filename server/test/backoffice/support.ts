/**
 * The back office as a browser uses it: an operator created with the key,
 * signed in with password and a TOTP code computed from the enrolment's
 * secret, then calls with the session cookie and the CSRF header.
 */
import type { Envelope } from '../../../src/services/envelope';
import { backofficeCalls, type BackofficeCallName } from '../../../src/services/backoffice-calls';
import { totpCode, totpStepMs } from '../../src/domain/backoffice/totp';
import type { TestGateway } from '../harness';
import type { MovableClock } from '../access/support';
import { operatorCall } from '../funds/support';

export interface OperatorBrowser {
  username: string;
  role: string;
  cookie: string;
  csrf: string;
  secret: string;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  setCookie: string | null;
}

const passwordOf = (username: string) => `pw-${username}-long-enough`;

export async function raw<T = unknown>(
  gateway: TestGateway,
  method: string,
  path: string,
  options: { cookie?: string; csrf?: string; body?: unknown; authorization?: string; ip?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(new URL(path, gateway.url), {
    method,
    headers: {
      ...(options.cookie ? { Cookie: `bo_session=${options.cookie}` } : {}),
      ...(options.csrf ? { 'X-Backoffice-Csrf': options.csrf } : {}),
      ...(options.authorization ? { Authorization: options.authorization } : {}),
      ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T>, setCookie: response.headers.get('set-cookie') };
}

export const cookieValue = (setCookie: string | null): string => /bo_session=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';

export async function createOperator(gateway: TestGateway, username: string, role: string): Promise<void> {
  const made = await operatorCall(gateway, 'POST', '/operators', { body: { username, role, password: passwordOf(username) } });
  if (!made.body.success) throw new Error(`operator refused: ${made.body.errorCode}`);
}

export async function passwordStep(gateway: TestGateway, username: string, password = passwordOf(username), ip?: string) {
  return raw<{ csrf: string; enrolment: { secret: string; uri: string } | null }>(gateway, 'POST', backofficeCalls.signInPassword.path, { body: { username, password }, ip });
}

/** Signs in (enrolling on the first time); the clock moves a step on so the next sign-in's code is a fresh one. */
export async function signIn(gateway: TestGateway, clock: MovableClock, username: string, role: string, known?: string): Promise<OperatorBrowser> {
  const first = await passwordStep(gateway, username);
  if (!first.body.success) throw new Error(`password refused: ${first.body.errorCode}`);
  const secret = first.body.value.enrolment?.secret ?? known;
  if (!secret) throw new Error('no secret to make a code with');
  const code = await raw<{ csrf: string }>(gateway, 'POST', backofficeCalls.signInCode.path, { cookie: cookieValue(first.setCookie), csrf: first.body.value.csrf, body: { code: totpCode(secret, clock.now()) } });
  if (!code.body.success) throw new Error(`code refused: ${code.body.errorCode}`);
  clock.advance(totpStepMs);
  return { username, role, cookie: cookieValue(code.setCookie), csrf: code.body.value.csrf, secret };
}

export async function newOperator(gateway: TestGateway, clock: MovableClock, username: string, role: string): Promise<OperatorBrowser> {
  await createOperator(gateway, username, role);
  return signIn(gateway, clock, username, role);
}

export const pathOf = (name: BackofficeCallName, params: Record<string, string> = {}) =>
  backofficeCalls[name].path.replace(/:([a-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? 'none'));

export const call = <T = unknown>(
  gateway: TestGateway,
  operator: OperatorBrowser,
  name: BackofficeCallName,
  params: Record<string, string> = {},
  body?: unknown,
  query: Record<string, string> = {},
) => {
  const search = new URLSearchParams(query).toString();
  const path = `${pathOf(name, params)}${search ? `?${search}` : ''}`;
  return raw<T>(gateway, backofficeCalls[name].method, path, { cookie: operator.cookie, csrf: operator.csrf, body: backofficeCalls[name].method === 'GET' ? undefined : (body ?? {}) });
};
