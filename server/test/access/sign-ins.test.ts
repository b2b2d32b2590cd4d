/**
 * Sign-ins: every login is recorded with the caller's address (as the rate
 * limits read it) and browser, member info names the sign-in before the
 * caller's session, the security centre's list shows only the caller's own
 * sign-ins with its session marked, and "sign out everywhere else" ends the
 * member's other sessions, nobody else's.
 */
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { memberInfoSchema, type LoginResult } from '../../../src/services/schemas/account';
import { signInsSchema, type SignIn } from '../../../src/services/schemas/sign-ins';
import { deviceOf } from '../../src/domain/access/user-agent';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { movableClocks, newDevice, send, signInFrom } from './support';

vi.spyOn(console, 'info').mockImplementation(() => undefined);
const clocks = movableClocks();
const minute = 60_000;

const browsers = {
  chromeOnWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariOnIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxOnLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  edgeOnMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
};


const lastSignInOf = async (gateway: TestGateway, token: string) => v.parse(memberInfoSchema, (await send(gateway, 'memberInfo', { token })).body.value).lastSignIn;
const signInsOf = async (gateway: TestGateway, token: string): Promise<SignIn[]> => v.parse(signInsSchema, (await send(gateway, 'signIns', { token })).body.value);

describe('the device a User-Agent names', () => {
  it('names the browser and the system a person would recognise, and nothing it does not know', () => {
    expect(deviceOf(browsers.chromeOnWindows)).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(deviceOf(browsers.safariOnIphone)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(deviceOf(browsers.firefoxOnLinux)).toEqual({ browser: 'Firefox', os: 'Linux' });
    expect(deviceOf(browsers.edgeOnMac)).toEqual({ browser: 'Edge', os: 'macOS' });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: '', os: '' });
    expect(deviceOf('')).toEqual({ browser: '', os: '' });
  });
});

describeOnBothDatabases(
  'sign-ins',
  (gateway, kind) => {
    const clock = clocks[kind];

    it('records each login with its address and browser; member info names the sign-in before the caller’s', async () => {
      const firstAt = clock.now();
      const first = await signInFrom(gateway(), 'vip', 'Vip12345', '203.0.113.5', browsers.chromeOnWindows);
      expect(await lastSignInOf(gateway(), first)).toBeNull();

      clock.advance(minute);
      const second = await signInFrom(gateway(), 'vip', 'Vip12345', '198.51.100.7', browsers.safariOnIphone);
      expect(await lastSignInOf(gateway(), second)).toEqual({ at: firstAt, ip: '203.0.113.5', browser: 'Chrome', os: 'Windows' });
      // The first session's "before" stays what it was: a later sign-in elsewhere is not its past.
      expect(await lastSignInOf(gateway(), first)).toBeNull();

      expect(await signInsOf(gateway(), second)).toEqual([
        { at: firstAt + minute, ip: '198.51.100.7', browser: 'Safari', os: 'iOS', current: true, active: true },
        { at: firstAt, ip: '203.0.113.5', browser: 'Chrome', os: 'Windows', current: false, active: true },
      ]);
    });

    it('never shows a member another member’s sign-ins', async () => {
      const mine = await signInFrom(gateway(), 'player21', 'Player123', '192.0.2.21', browsers.firefoxOnLinux);
      const theirs = await signInFrom(gateway(), 'player41', 'Player123', '192.0.2.41', browsers.edgeOnMac);
      const mineAgain = await signInFrom(gateway(), 'player21', 'Player123', '192.0.2.22', browsers.firefoxOnLinux);

      expect((await signInsOf(gateway(), mineAgain)).map((signIn) => signIn.ip)).toEqual(['192.0.2.22', '192.0.2.21']);
      expect(await signInsOf(gateway(), theirs)).toEqual([expect.objectContaining({ ip: '192.0.2.41', current: true })]);
      // player41 signed in between player21's two: player21's "last sign-in" is still player21's own.
      expect((await lastSignInOf(gateway(), mineAgain))?.ip).toBe('192.0.2.21');
      expect(await lastSignInOf(gateway(), theirs)).toBeNull();
      expect(await lastSignInOf(gateway(), mine)).toBeNull();
    });

    it('signs out everywhere else: the member’s other sessions get 401, the caller’s and other members’ stay', async () => {
      const phone = await signInFrom(gateway(), 'player42', 'Player123', '198.51.100.42', browsers.safariOnIphone);
      const laptop = await signInFrom(gateway(), 'player42', 'Player123', '203.0.113.42', browsers.edgeOnMac);
      const someoneElse = await signInFrom(gateway(), 'player12', 'Player123', '203.0.113.12', browsers.chromeOnWindows);
      const here = await signInFrom(gateway(), 'player42', 'Player123', '192.0.2.42', browsers.chromeOnWindows);

      const answer = await send(gateway(), 'signOutOthers', { token: here });
      expect(answer.status).toBe(200);
      for (const ended of [phone, laptop]) {
        const refused = await send(gateway(), 'memberInfo', { token: ended });
        expect(refused.status).toBe(401);
      }
      expect((await send(gateway(), 'memberInfo', { token: here })).status).toBe(200);
      expect((await send(gateway(), 'memberInfo', { token: someoneElse })).status).toBe(200);
      expect((await signInsOf(gateway(), here)).map(({ ip, current, active }) => ({ ip, current, active }))).toEqual([
        { ip: '192.0.2.42', current: true, active: true },
        { ip: '203.0.113.42', current: false, active: false },
        { ip: '198.51.100.42', current: false, active: false },
      ]);
    });

    it('refuses both calls without a session, and the list to a trial account', async () => {
      expect((await send(gateway(), 'signIns')).status).toBe(401);
      expect((await send(gateway(), 'signOutOthers')).status).toBe(401);
      const trial = await send<LoginResult>(gateway(), 'loginFreePlay', { device: newDevice(), headers: { 'X-Forwarded-For': '192.0.2.99' } });
      expect((await send(gateway(), 'signIns', { token: trial.body.value.token })).status).toBe(403);
      expect(await lastSignInOf(gateway(), trial.body.value.token)).toBeNull();
    });
  },
  (kind) => ({ clock: clocks[kind], config: { testHumanCheckBypass: true } }),
);
