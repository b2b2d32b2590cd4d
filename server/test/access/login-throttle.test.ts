/**
 * Who pays for a wrong password (domain/access/login-throttle.ts): the
 * captcha and the lockout follow the device and address that failed, so a
 * stranger's guesses never put the owner on another device and address
 * behind either; a stranger who makes up device ids is still one network;
 * guessing spread over 150 devices and networks is stopped by the account's
 * own budget; one stranger alone never brings the account's captcha to the
 * owner; and a recovery's new password ends every count. Callers are named by X-Forwarded-For (the test gateway trusts
 * one proxy); the human check's test bypass keeps the puzzle out of it.
 */
import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import type { LoginResult } from '../../../src/services/schemas/account';
import { loginGuards, members } from '../../src/db/schema';
import { storeCaptcha } from '../../src/domain/captcha';
import { clearAccountFailures, loginBudgets } from '../../src/domain/access/login-throttle';
import { hashPassword } from '../../src/domain/passwords';
import { describeOnBothDatabases, type DatabaseKind } from '../databases';
import { movableClocks, newDevice, send } from './support';

const clocks = movableClocks();
const password = 'Owner1234';
const minute = 60 * 1000;

interface Caller {
  device: string;
  ip: string;
}

let networkSerial = 0;
/** A device on an address of a /24 nobody else in the file uses. */
const stranger = (): Caller => {
  const n = ++networkSerial;
  return { device: newDevice(), ip: `10.${n >> 8}.${n & 255}.9` };
};

describeOnBothDatabases(
  'login throttling',
  (gateway, kind: DatabaseKind) => {
    const clock = clocks[kind];
    let accountSerial = 0;
    // Hashed once the gateway has set the test cost: a hash begun before would be labelled with the wrong cost.
    let passwordHash: Promise<string> | undefined;

    /** A member of its own for each test, so no test meets another's failures. */
    async function newOwner(): Promise<string> {
      const account = `owner${++accountSerial}${kind}`;
      const now = clock.now();
      await gateway().db.insert(members).values({ account, nickname: 'Owner', passwordHash: await (passwordHash ??= hashPassword(password)), passwordChangedAt: now, createdAt: now });
      return account;
    }

    /** One login as the portal sends it; `solved` plants and answers the device's captcha, as a person reading it would. */
    async function login(account: string, secret: string, from: Caller, solved = false) {
      if (solved) await storeCaptcha(gateway().deps, from.device, 'PASS');
      return send<LoginResult & { lockedUntil?: number }>(gateway(), 'login', {
        device: from.device,
        headers: { 'X-Forwarded-For': from.ip },
        data: { username: account, password: secret, captcha: solved ? 'PASS' : '', type: 'username' },
      });
    }

    const accountFailures = async (account: string): Promise<number> =>
      (await gateway().db.select().from(loginGuards).where(eq(loginGuards.key, `user:${account}`)))[0]?.failures ?? 0;

    it('does not put the owner on another device and address behind the captcha or a lock for a stranger’s guesses', async () => {
      const account = await newOwner();
      const guesser = stranger();
      expect((await login(account, 'Wrong0001', guesser)).body.errorCode).toBe(errorCodes.badCredentials);
      const owner = stranger();
      expect((await login(account, password, owner)).body.success).toBe(true);

      for (let i = 0; i < loginBudgets.pair.rule.lockAfter; i++) await login(account, `Wrong000${i}`, guesser, true);
      expect((await login(account, password, guesser, true)).body.errorCode).toBe(errorCodes.accountLocked);
      const again = await login(account, password, stranger());
      expect([again.body.success, again.body.errorCode]).toEqual([true, null]);
    });

    it('asks the stranger’s own device and address for the captcha after one failure, locks them after five, and longer each time', async () => {
      const account = await newOwner();
      const guesser = stranger();
      expect((await login(account, 'Wrong0001', guesser)).body).toMatchObject({ errorCode: errorCodes.badCredentials, value: { captcha: true } });
      expect((await login(account, 'Wrong0002', guesser)).body.errorCode).toBe(errorCodes.captchaRequired);
      const codes: (string | null)[] = [];
      for (let i = 0; i < 4; i++) codes.push((await login(account, `Wrong001${i}`, guesser, true)).body.errorCode);
      expect(codes).toEqual([errorCodes.badCredentials, errorCodes.badCredentials, errorCodes.badCredentials, errorCodes.accountLocked]);
      const locked = await login(account, password, guesser, true);
      expect([locked.status, locked.body.errorCode, locked.body.value.lockedUntil]).toEqual([403, errorCodes.accountLocked, clock.now() + 15 * minute]);
      // The same device from another network still needs the captcha (the device failed) but is not locked (the pair is).
      expect((await login(account, 'Wrong0003', { ...guesser, ip: stranger().ip })).body.errorCode).toBe(errorCodes.captchaRequired);

      clock.advance(15 * minute);
      const relocked = await login(account, 'Wrong0004', guesser, true);
      expect([relocked.body.errorCode, relocked.body.value.lockedUntil]).toEqual([errorCodes.accountLocked, clock.now() + 30 * minute]);
      clock.advance(30 * minute);
      expect((await login(account, password, guesser, true)).body.success).toBe(true);
    });

    it('locks one network on the account after ten failures, whatever device ids it makes up, and leaves the owner elsewhere alone', async () => {
      const account = await newOwner();
      const n = ++networkSerial;
      const neighbour = (host: number): Caller => ({ device: newDevice(), ip: `10.${n >> 8}.${n & 255}.${host}` });
      const codes: (string | null)[] = [];
      for (let host = 1; host <= loginBudgets.network.rule.lockAfter; host++) codes.push((await login(account, 'Wrong0001', neighbour(host))).body.errorCode);
      expect(codes).toEqual([...Array(9).fill(errorCodes.badCredentials), errorCodes.accountLocked]);
      expect((await login(account, password, neighbour(200))).body.errorCode).toBe(errorCodes.accountLocked);
      const owner = await login(account, password, stranger());
      expect([owner.body.success, owner.body.errorCode]).toEqual([true, null]);
    });

    it('stops 150 wrong guesses spread over 150 devices and networks with the account’s own budget', async () => {
      const account = await newOwner();
      const { captchaAfter, rule } = loginBudgets.account;
      const codes: (string | null)[] = [];
      // Until the account's captcha threshold, each new device and network guesses without a captcha.
      for (let i = 0; i < captchaAfter; i++) codes.push((await login(account, `Wrong${i}`, stranger())).body.errorCode);
      expect(codes).toEqual(Array(captchaAfter).fill(errorCodes.badCredentials));
      // From there everyone trying the account needs it, the owner too.
      expect((await login(account, 'Wrong', stranger())).body.errorCode).toBe(errorCodes.captchaRequired);
      expect((await login(account, password, stranger())).body.errorCode).toBe(errorCodes.captchaRequired);
      // A guesser that solves every captcha is locked out at NIST's ceiling, and stays out.
      const solved: (string | null)[] = [];
      for (let i = captchaAfter; i < 150; i++) solved.push((await login(account, `Wrong${i}`, stranger(), true)).body.errorCode);
      const firstLock = solved.indexOf(errorCodes.accountLocked);
      expect(captchaAfter + firstLock + 1).toBe(rule.lockAfter);
      expect(solved.slice(0, firstLock).every((code) => code === errorCodes.badCredentials)).toBe(true);
      expect(solved.slice(firstLock)).toEqual(Array(150 - rule.lockAfter + 1).fill(errorCodes.accountLocked));
      expect(await accountFailures(account)).toBe(rule.lockAfter);

      // A quarter hour later the owner gets in (with the captcha), and the count starts again.
      clock.advance(rule.lockMs);
      expect((await login(account, password, stranger(), true)).body.success).toBe(true);
      expect((await login(account, password, stranger())).body.success).toBe(true);
    });

    it('never brings the account’s captcha to the owner for one stranger’s network, however long it keeps guessing', async () => {
      const account = await newOwner();
      const n = ++networkSerial;
      let failures = 0;
      let mostRemembered = 0;
      const end = clock.now() + 10 * 24 * 60 * minute;
      while (clock.now() < end) {
        // A new device id and address of one /24 every time, back the moment its lock runs out: each try is a counted failure.
        const answer = await login(account, 'Wrong0001', { device: newDevice(), ip: `10.${n >> 8}.${n & 255}.${(failures % 250) + 1}` });
        failures++;
        mostRemembered = Math.max(mostRemembered, await accountFailures(account));
        if (answer.body.errorCode === errorCodes.accountLocked) clock.advance(answer.body.value.lockedUntil! - clock.now());
        else expect(answer.body.errorCode).toBe(errorCodes.badCredentials);
      }
      // More failures in all than bring the captcha to everyone, but never that many remembered at once.
      expect(failures).toBeGreaterThan(loginBudgets.account.captchaAfter);
      expect(mostRemembered).toBeLessThan(loginBudgets.account.captchaAfter);
      const owner = await login(account, password, stranger());
      expect([owner.body.success, owner.body.errorCode]).toEqual([true, null]);
    });

    it('ends every count of the account when a recovery sets a new password, and no other account’s', async () => {
      const account = await newOwner();
      const other = await newOwner();
      const alike = `${account}0`;
      const guessers = new Map([account, other, alike].map((name) => [name, stranger()]));
      for (const [name, guesser] of guessers) await login(name, 'Wrong0001', guesser);
      const keysOf = async (name: string) => (await gateway().db.select().from(loginGuards).where(like(loginGuards.key, `user:${name}%`))).map((row) => row.key).sort();
      expect(await keysOf(account)).toHaveLength(3 + 3);
      await clearAccountFailures(gateway().db, [`user:${account}`]);
      // Only the account's own three counts went; the name that merely starts alike keeps its own.
      const { device, ip } = guessers.get(alike)!;
      expect(await keysOf(account)).toEqual([`user:${alike}`, `user:${alike}|device:${device}|ip:${ip}`, `user:${alike}|net:${ip.replace(/\.9$/, '.0/24')}`].sort());
      expect(await keysOf(other)).toHaveLength(3);
    });
  },
  (kind) => ({ clock: clocks[kind], config: { testHumanCheckBypass: true } }),
);
