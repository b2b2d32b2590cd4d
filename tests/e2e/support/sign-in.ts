/**
 * Signing in for specs that are not about signing in: the portal's own login
 * call, sent from the test process through the portal's HTTP client (the
 * test gateway's human-check bypass stands in for the puzzle), and the token
 * handed to the tab the way the browser session store keeps it. The login
 * popup, the slide check and their waits are covered by the access specs;
 * here they would only cost seconds per test.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { defaultConfig } from '../../../server/src/config';
import { createPayloadEncryptor } from '../../../src/services/crypto';
import { createHttpClient } from '../../../src/services/http';
import { login } from '../../../src/services/session.api';

export interface Credentials {
  username: string;
  password: string;
}

/** A session token for the account, from the gateway at `origin`. */
export async function sessionToken(origin: string, account: Credentials): Promise<string> {
  const http = createHttpClient({
    baseURL: origin,
    merchant: defaultConfig.merchant,
    getToken: () => null,
    getLanguage: () => 'EN',
    getDeviceId: () => `e2e-${randomUUID()}`,
    encryptor: createPayloadEncryptor('v2'),
    onSessionExpired: () => {},
    timeout: 15_000,
  });
  const result = await login({ http }, { type: 'username', username: account.username, password: account.password });
  return result.token;
}

/**
 * Opens `path` already signed in as the account. Each token is put in place
 * once per tab before the first page script runs, so a later logout in the
 * test stays a logout, and signing in again as someone else still works.
 */
export async function signIn(page: Page, account: Credentials, { origin, path = '/' }: { origin?: string; path?: string } = {}): Promise<void> {
  const base = origin ?? process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is not set: the global setup starts the gateway.');
  const token = await sessionToken(base, account);
  await page.addInitScript((handed) => {
    const mark = `e2eHanded:${handed}`;
    if (sessionStorage.getItem(mark)) return;
    sessionStorage.setItem(mark, '1');
    sessionStorage.setItem('token', handed);
  }, token);
  await page.goto(new URL(path, base).toString());
  await expect(page.getByTestId('balance')).toBeVisible();
}
