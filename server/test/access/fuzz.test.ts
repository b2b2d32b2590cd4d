/**
 * Random payloads for every access call: whatever arrives, the gateway never
 * answers 5xx, always answers an envelope, and every refusal carries an
 * errorCode. The human check is bypassed here so payloads reach the deeper
 * rules (registration, passwords) instead of stopping at the first gate.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { calls, type CallName } from '../../../src/services/calls';
import { headers } from '../../../src/services/headers';
import { describeOnBothDatabases, startGatewayOn } from '../databases';
import type { TestGateway } from '../harness';
import { memberWithSession } from '../http';
import { newDevice, send } from './support';

vi.spyOn(console, 'info').mockImplementation(() => undefined);
// Set by the suite for each database kind in turn.
let gateway: TestGateway;
/** The same calls where SMS codes go through the third-party phone-authentication adapter. */
let phoneAuthGateway: TestGateway;
let memberToken = '';

/** The fields each call reads, so random values land where the rules look. */
const fieldsOf: Partial<Record<CallName, string[]>> = {
  login: ['username', 'password', 'captcha', 'type', 'humanCheckToken', 'mobileNum', 'countryDialingCode', 'firebaseChannel'],
  loginFreePlay: ['os', 'platform'],
  logout: [],
  smsLogin: ['mobileNum', 'countryDialingCode', 'humanCheckToken'],
  smsRegister: ['mobileNo', 'countryDialingCode', 'humanCheckToken'],
  smsForgotPassword: ['mobileNo', 'countryDialingCode', 'humanCheckToken'],
  register: ['firebaseChannel', 'username', 'password', 'confirmPassword', 'mobileNum', 'countryDialingCode', 'verificationCode', 'affiliateCode', 'referralCode', 'email', 'payeeName', 'captcha'],
  registerMobile: ['mobileNum', 'countryDialingCode', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode'],
  registerSettings: [],
  affiliateCheck: ['code', 'domain'],
  memberInfo: [],
  memberIcon: [],
  memberAvatar: [],
  changePassword: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  forgotPasswordEmail: ['username', 'email'],
  setPasswordByPhone: ['newPassword', 'mobileNum', 'verificationCode', 'countryDialingCode'],
  languageUpdate: ['language'],
  captcha: [],
  humanCheckChallenge: [],
  humanCheckVerify: ['id', 'x', 'trail', 'action'],
  balance: ['typeId'],
  unreadCount: [],
};

const plausibleText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('demo', 'Demo1234', '+63', '9171234567', 'sms', 'username', 'login', 'AGT1001', 'EN', 'a@b.co', '123456', ''),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,15}$/),
);
const anyValue = fc.oneof(
  plausibleText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.record({ x: fc.oneof(fc.integer(), fc.double(), fc.string()), y: fc.integer(), t: fc.oneof(fc.nat(), fc.constant(-1)) }), { maxLength: 8 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
);
const payloadFor = (fields: string[]) =>
  fc.oneof(
    fields.length > 0 ? fc.dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: fields.length }) : fc.constant({}),
    fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 5 }),
  );

function expectWellFormed(name: CallName, status: number, body: { success?: unknown; errorCode?: unknown }): void {
  expect(status, `${name} answered ${status} ${JSON.stringify(body)}`).toBeLessThan(500);
  expect(typeof body.success).toBe('boolean');
  if (!body.success) expect(typeof body.errorCode === 'string' && body.errorCode.length > 0, `${name} refusal without errorCode`).toBe(true);
}

describeOnBothDatabases('random payloads never break the access calls', (current, kind) => {
  beforeAll(async () => {
    gateway = current();
    phoneAuthGateway = await startGatewayOn(kind, { config: { testHumanCheckBypass: true, phoneAuth: 'local' } });
    memberToken = (await memberWithSession(gateway)).token;
  });
  afterAll(() => phoneAuthGateway.close());

  for (const [name, fields] of Object.entries(fieldsOf) as [CallName, string[]][]) {
    it(`${name}`, async () => {
      await fc.assert(
        fc.asyncProperty(payloadFor(fields), fc.boolean(), fc.boolean(), async (data, withToken, withDevice) => {
          const answer = await send(gateway, name, {
            data,
            token: withToken || calls[name].token ? memberToken : undefined,
            device: withDevice ? newDevice() : undefined,
          });
          expectWellFormed(name, answer.status, answer.body);
        }),
        { numRuns: 25 },
      );
    });
  }

  const phoneCalls: CallName[] = ['login', 'smsLogin', 'smsRegister', 'smsForgotPassword', 'registerMobile', 'setPasswordByPhone'];
  for (const name of phoneCalls) {
    it(`${name} on the phone-authentication channel`, async () => {
      await fc.assert(
        fc.asyncProperty(payloadFor(fieldsOf[name] ?? []), fc.boolean(), async (data, withDevice) => {
          const answer = await send(phoneAuthGateway, name, { data, device: withDevice ? newDevice() : undefined });
          expectWellFormed(name, answer.status, answer.body);
        }),
        { numRuns: 25 },
      );
    });
  }

  it('malformed bodies and encryption headers', async () => {
    const writes = (Object.keys(fieldsOf) as CallName[]).filter((name) => calls[name].method !== 'GET');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.oneof(fc.string({ maxLength: 50 }), fc.constant('{"value":'), fc.constant('[1,2]'), fc.constant('null')), fc.string({ maxLength: 80 }), async (name, raw, encryption) => {
        const response = await fetch(new URL(calls[name].path, gateway.url), {
          method: calls[name].method,
          headers: { 'Content-Type': 'application/json', [headers.encryption]: encryption, [headers.authorization]: memberToken },
          body: raw,
        });
        expectWellFormed(name, response.status, await response.json());
      }),
      { numRuns: 60 },
    );
  });
}, { config: { testHumanCheckBypass: true } });
