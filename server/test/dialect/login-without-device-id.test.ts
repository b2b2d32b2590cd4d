/**
 * Captcha and human check for clients that send no Device-Id (the original
 * portal family): the gateway names them by the HttpOnly cookie it sets with
 * the first challenge (domain/access/device.ts). A person's browser keeps the
 * cookie and gets through; an adversary who solves every slide and reads
 * every captcha perfectly gets no more password tries by playing with the
 * cookie than by playing with the header: dropping it leaves it no device to
 * answer a captcha for, a fresh one per guess is stopped by the network's
 * count like a fresh Device-Id, and one kept cookie is the pair's count.
 */
import { afterAll, expect, it, vi } from 'vitest';
import { calls } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { headers } from '../../../src/services/headers';
import type { LoginResult } from '../../../src/services/schemas/account';
import { deviceCookie } from '../../src/domain/access/device';
import { loginBudgets } from '../../src/domain/access/login-throttle';
import { storeCaptcha } from '../../src/domain/captcha';
import { describeOnBothDatabases, startGatewayOn } from '../databases';
import type { TestGateway } from '../harness';
import { OriginalClient, type OriginalAnswer } from './original-client';
import { callerOf, knownPassword, passSlide } from './world';

vi.spyOn(console, 'info').mockImplementation(() => undefined);

const perfectReading = 'WXYZ';

/** A captcha fetched by the client and read perfectly: the answer planted for the device its cookie (or header) names. */
async function readCaptcha(client: OriginalClient, deviceId?: string): Promise<string> {
  const answer = await client.send<string>(calls.captcha);
  expect(answer.body?.success, answer.text.slice(0, 200)).toBe(true);
  const device = deviceId ?? client.cookies.get(deviceCookie) ?? answer.setCookie?.match(new RegExp(`${deviceCookie}=([^;]+)`))?.[1];
  if (!device) throw new Error('the captcha named no device');
  await storeCaptcha(client.gateway.deps, device, perfectReading);
  return perfectReading;
}

const login = (client: OriginalClient, username: string, password: string, captcha = '', humanCheckToken = 'bypassed', extra: Record<string, string> = {}) =>
  client.send<LoginResult>(calls.login, { username, password, captcha, type: 'username', humanCheckToken }, extra);

/** How many guesses reached the password until the caller was locked out (the guess that locked counted), up to `most`. */
async function guessesUntilLocked(guess: () => Promise<OriginalAnswer>, most: number): Promise<{ checked: number; locked: boolean }> {
  let checked = 0;
  for (let i = 0; i < most; i++) {
    const answer = await guess();
    const code = answer.body?.errorCode;
    if (code === errorCodes.badCredentials) checked++;
    else if (code === errorCodes.accountLocked) return { checked: checked + 1, locked: true };
    else throw new Error(`unexpected answer to a guess: ${answer.text.slice(0, 200)}`);
  }
  return { checked, locked: false };
}

describeOnBothDatabases('captcha and human check without a Device-Id', (gateway) => {
  it('sets an HttpOnly, SameSite cookie with the first challenge and binds the slide, the captcha and the login to it', async () => {
    const { facts } = await callerOf(gateway(), 'passworded');
    const browser = new OriginalClient(gateway(), { scheme: 'legacy', extras: false });
    const pass = await passSlide(browser, 'login');
    const named = browser.cookies.get(deviceCookie);
    expect(named).toMatch(/^c-[\w-]{24}$/);

    const wrong = await login(browser, String(facts.account), 'not-the-password', '', pass);
    expect([wrong.body?.errorCode, wrong.body?.value]).toEqual([errorCodes.badCredentials, { captcha: true }]);
    // Before the cookie the original client was stuck here: captcha.required, then captcha.invalid for ever.
    const captcha = await readCaptcha(browser);
    const right = await login(browser, String(facts.account), knownPassword, captcha, await passSlide(browser, 'login'));
    expect(right.body?.success, right.text.slice(0, 200)).toBe(true);
    // Later challenges reused the cookie instead of naming the browser again.
    expect(browser.cookies.get(deviceCookie)).toBe(named);
  });

  it('sets the cookie for the gateway\'s calls only, HttpOnly and SameSite=Strict, and Secure behind an HTTPS proxy', async () => {
    const plain = await new OriginalClient(gateway(), { scheme: 'legacy', extras: false }).send(calls.captcha);
    expect(plain.setCookie).toMatch(new RegExp(`^${deviceCookie}=c-[\\w-]+; Max-Age=\\d+; Path=/wps; HttpOnly; SameSite=Strict$`));
    const proxied = await new OriginalClient(gateway(), { scheme: 'legacy', extras: false }).send(calls.humanCheckChallenge, {}, { 'X-Forwarded-Proto': 'https' });
    expect(proxied.setCookie).toContain('; Secure');
  });

  describeAdversaries(gateway);
});

/**
 * The adversaries solve every slide for free (the test bypass of the slide check) and read every captcha
 * perfectly: only the login throttle stands between them and the password.
 */
function describeAdversaries(gateway: () => TestGateway): void {
  let bypass: TestGateway | undefined;
  const adversaryGateway = async (): Promise<TestGateway> => (bypass ??= await startGatewayOn(gateway().kind, { config: { testHumanCheckBypass: true } }));
  afterAll(async () => {
    await bypass?.close();
  });

  it('lets the Device-Id header win over a cookie, and sets no cookie when the header is there', async () => {
    const g = await adversaryGateway();
    const account = String((await callerOf(g, 'passworded')).facts.account);
    const portal = new OriginalClient(g, { scheme: 'legacy', extras: true });
    portal.cookies.set(deviceCookie, 'c-someone-elses-cookie-value');
    expect((await login(portal, account, 'wrong-password')).body?.errorCode).toBe(errorCodes.badCredentials);
    const captcha = await portal.send(calls.captcha);
    expect(captcha.setCookie).toBeNull();
    // The answer is planted for the header's device: a login judged by the cookie's device would fail the captcha.
    await storeCaptcha(g.deps, portal.deviceId, perfectReading);
    expect((await login(portal, account, knownPassword, perfectReading)).body?.success).toBe(true);
  });

  it('a client that drops the cookie on every call reaches the password once, then never answers a captcha again', async () => {
    const g = await adversaryGateway();
    const account = String((await callerOf(g, 'passworded')).facts.account);
    const dropper = new OriginalClient(g, { scheme: 'legacy', extras: false });
    const answers: (string | null | undefined)[] = [];
    for (let i = 0; i < 12; i++) {
      const reading = i === 0 ? '' : await readCaptcha(dropper);
      dropper.cookies.clear();
      answers.push((await login(dropper, account, i === 11 ? knownPassword : `guess-${i}`, reading)).body?.errorCode);
    }
    // One password check, then a captcha it has no device to answer for: not even the right password gets through (no oracle).
    expect(answers).toEqual([errorCodes.badCredentials, ...Array<string>(11).fill(errorCodes.captchaInvalid)]);
  });

  it('a client that takes a fresh cookie for every guess is locked by the network count, exactly as with a fresh Device-Id', async () => {
    const g = await adversaryGateway();
    const freshCookies = new OriginalClient(g, { scheme: 'legacy', extras: false });
    const cookieAccount = String((await callerOf(g, 'passworded')).facts.account);
    const byCookie = await guessesUntilLocked(async () => {
      freshCookies.cookies.clear();
      return login(freshCookies, cookieAccount, 'wrong-guess', await readCaptcha(freshCookies));
    }, 40);
    const freshHeaders = new OriginalClient(g, { scheme: 'legacy', extras: false });
    const headerAccount = String((await callerOf(g, 'passworded')).facts.account);
    let n = 0;
    const byHeader = await guessesUntilLocked(async () => {
      const device = `fresh-device-${++n}-${freshHeaders.address}`;
      return login(freshHeaders, headerAccount, 'wrong-guess', await readCaptcha(freshHeaders, device), 'bypassed', { [headers.deviceId]: device });
    }, 40);
    expect(byCookie).toEqual({ checked: loginBudgets.network.rule.lockAfter, locked: true });
    expect(byCookie).toEqual(byHeader);
    freshCookies.cookies.clear();
    expect((await login(freshCookies, cookieAccount, knownPassword, await readCaptcha(freshCookies))).body?.errorCode).toBe(errorCodes.accountLocked);
  });

  it('a client that chooses its own cookie values gains nothing over choosing Device-Id values', async () => {
    const g = await adversaryGateway();
    const account = String((await callerOf(g, 'passworded')).facts.account);
    const client = new OriginalClient(g, { scheme: 'legacy', extras: false });
    let n = 0;
    const choose = () => {
      const device = `chosen-${++n}-cookie-value`;
      client.cookies.set(deviceCookie, device);
      return device;
    };
    const chosen = await guessesUntilLocked(async () => login(client, account, 'wrong-guess', await readCaptcha(client, choose())), 40);
    expect(chosen).toEqual({ checked: loginBudgets.network.rule.lockAfter, locked: true });
  });

  it('a client that keeps one cookie is held to the pair\'s budget: a captcha from the first failure, locked at the fifth', async () => {
    const g = await adversaryGateway();
    const account = String((await callerOf(g, 'passworded')).facts.account);
    const client = new OriginalClient(g, { scheme: 'legacy', extras: false });
    await readCaptcha(client);
    expect((await login(client, account, 'first-guess')).body?.errorCode).toBe(errorCodes.badCredentials);
    expect((await login(client, account, 'second-guess')).body?.errorCode).toBe(errorCodes.captchaRequired);
    const held = await guessesUntilLocked(async () => login(client, account, 'wrong-guess', await readCaptcha(client)), 40);
    expect(held).toEqual({ checked: loginBudgets.pair.rule.lockAfter - 1, locked: true });
  });
}
