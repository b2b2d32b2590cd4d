/**
 * The security centre on a gateway clock: profile rules (age 21 behind the
 * prompt, consent, the brand's required fields), e-mail and phone binding
 * through the one code store, the phone-authentication lock (spec §5), the
 * referral page and the inbox. Nothing of another member is ever shown or
 * changed.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { codeSentSchema, inboxSchema, messageReadSchema, referralInfoSchema, securityConfigSchema } from '../../../src/services/schemas/profile';
import { emailOutbox, members, messages } from '../../src/db/schema';
import { birthdayRefusal } from '../../src/domain/profile/birthday';
import { maskAccount } from '../../src/domain/games/winner-board';
import { latestSmsCode, movableClock, type MovableClock } from '../access/support';
import { describeOnBothDatabases, startGatewayOn, type DatabaseKind } from '../databases';
import type { TestGateway } from '../harness';
import { callGateway, memberWithSession } from '../http';
import { answerOf, insertBet, refusalOf } from './support';

vi.spyOn(console, 'info').mockImplementation(() => undefined);

/** 15 June 2026, noon UTC: birthdays below are counted from this day. */
const start = Date.UTC(2026, 5, 15, 12);
const clocks: Record<DatabaseKind, MovableClock> = { pglite: movableClock(start), postgres: movableClock(start) };
const second = 1000;
const personal = { address: '1 Rizal Avenue, Manila', nationality: 'ph', consent: true };

describe('birthday rule', () => {
  it('counts calendar dates: 21 on the birthday, not the day before; 29 February turns on 1 March', () => {
    expect(birthdayRefusal('2005-06-15', true, start)).toBeNull();
    expect(birthdayRefusal('2005-06-16', true, start)).toBe(errorCodes.ageUnder);
    expect(birthdayRefusal('2004-02-29', true, Date.UTC(2025, 1, 28, 23))).toBe(errorCodes.ageUnder);
    expect(birthdayRefusal('2004-02-29', true, Date.UTC(2025, 2, 1))).toBeNull();
    expect(birthdayRefusal('1990-01-01', undefined, start)).toBe(errorCodes.ageUnconfirmed);
    expect(birthdayRefusal('2001-02-29', true, start)).toBe(errorCodes.fieldInvalid);
    expect(birthdayRefusal('2027-01-01', true, start)).toBe(errorCodes.fieldInvalid);
  });
});

async function emailCode(gateway: TestGateway, recipient: string): Promise<string> {
  const [mail] = await gateway.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient)).orderBy(desc(emailOutbox.id)).limit(1);
  return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
}

describeOnBothDatabases(
  'security centre, referral and inbox',
  (gateway, kind) => {
    const clock = clocks[kind];
    const config = (token: string) => answerOf(gateway(), 'securityConfig', securityConfigSchema, { token });

    it('shows the caller’s profile with masked contacts and the brand’s rules', async () => {
      const { token } = await memberWithSession(gateway(), { mobile: '9171112233', countryDialingCode: '+63', email: 'someone@example.com', paymentPasswordHash: 'set' });
      const answer = await config(token);
      expect(answer).toMatchObject({
        nickname: 'Tester',
        birthday: null,
        address: null,
        nationality: null,
        consentAt: null,
        requireAddress: true,
        requireNationality: true,
        minimumAge: 21,
        hasPaymentPassword: true,
        mobile: '+63 •••• 2233',
        mobileVerified: false,
        phoneAuthBound: false,
        email: 'so•••@example.com',
        emailVerified: false,
      });
      expect(answer.nationalities).toContain('PH');
    });

    it('saves the profile only within the rules, every refusal a field code, and records consent once', async () => {
      const { id, token } = await memberWithSession(gateway());
      const update = (body: Record<string, unknown>) => refusalOf(gateway(), 'profileUpdate', { token, body });
      expect(await update({ birthday: '2005-06-15' })).toEqual({
        status: 400,
        code: errorCodes.badRequest,
        fields: { birthday: errorCodes.ageUnconfirmed, address: errorCodes.fieldRequired, nationality: errorCodes.fieldRequired, consent: errorCodes.consentRequired },
      });
      expect(await update({ ...personal, birthday: '2005-06-16', ageConfirmed: true })).toEqual({ status: 400, code: errorCodes.ageUnder, fields: { birthday: errorCodes.ageUnder } });
      expect((await update({ ...personal, nationality: 'XX' })).fields).toEqual({ nationality: errorCodes.fieldInvalid });
      expect((await update({ ...personal, birthday: '15/06/2005', ageConfirmed: true })).fields).toEqual({ birthday: errorCodes.fieldInvalid });
      expect((await update({ ...personal, address: 'abc' })).fields).toEqual({ address: errorCodes.fieldInvalid });
      expect((await update({ nickname: '' })).fields).toEqual({ nickname: errorCodes.fieldRequired });
      expect((await update({ nickname: 'x'.repeat(21) })).fields).toEqual({ nickname: errorCodes.fieldInvalid });
      expect((await update({ ...personal, consent: false })).fields).toEqual({ consent: errorCodes.fieldInvalid });
      const [untouched] = await gateway().db.select().from(members).where(eq(members.id, id));
      expect([untouched.birthday, untouched.address, untouched.consentAt]).toEqual([null, null, null]);

      const renamed = await answerOf(gateway(), 'profileUpdate', securityConfigSchema, { token, body: { nickname: '  Lucky  ' } });
      expect(renamed).toMatchObject({ nickname: 'Lucky', consentAt: null });
      const saved = await answerOf(gateway(), 'profileUpdate', securityConfigSchema, { token, body: { ...personal, birthday: '2005-06-15', ageConfirmed: true } });
      expect(saved).toMatchObject({ nickname: 'Lucky', birthday: '2005-06-15', address: personal.address, nationality: 'PH', consentAt: clock.now() });
      clock.advance(second);
      const again = await answerOf(gateway(), 'profileUpdate', securityConfigSchema, { token, body: { address: '2 Mabini Street, Cebu', consent: true } });
      expect(again).toMatchObject({ address: '2 Mabini Street, Cebu', consentAt: clock.now() - second });
    });

    it('binds an e-mail address with the code mailed to it: the caller’s code only, once, before it expires; a taken address is refused', async () => {
      const owner = await memberWithSession(gateway(), { email: 'taken@example.com' });
      const a = await memberWithSession(gateway());
      const b = await memberWithSession(gateway());
      const taken = await refusalOf(gateway(), 'bindEmailCode', { token: a.token, body: { email: 'Taken@Example.com' } });
      expect(taken).toEqual({ status: 409, code: errorCodes.emailTaken, fields: { email: errorCodes.emailTaken } });

      const address = `new.${kind}@example.com`;
      expect(await answerOf(gateway(), 'bindEmailCode', codeSentSchema, { token: a.token, body: { email: ` New.${kind}@Example.com ` } })).toEqual({ expiredMinutes: 10 });
      expect((await refusalOf(gateway(), 'bindEmailCode', { token: a.token, body: { email: address } })).code).toBe(errorCodes.smsTooFrequent);
      const code = await emailCode(gateway(), address);
      expect(code).toMatch(/^\d{6}$/);
      expect((await refusalOf(gateway(), 'bindEmail', { token: b.token, body: { email: address, code } })).code).toBe(errorCodes.emailCodeInvalid);
      const wrong = await refusalOf(gateway(), 'bindEmail', { token: a.token, body: { email: address, code: code === '000000' ? '111111' : '000000' } });
      expect(wrong).toEqual({ status: 400, code: errorCodes.emailCodeInvalid, fields: { code: errorCodes.emailCodeInvalid } });
      const bound = await answerOf(gateway(), 'bindEmail', securityConfigSchema, { token: a.token, body: { email: address, code } });
      expect(bound).toMatchObject({ email: 'ne•••@example.com', emailVerified: true });
      expect((await refusalOf(gateway(), 'bindEmail', { token: a.token, body: { email: address, code } })).code).toBe(errorCodes.emailCodeInvalid);
      expect((await refusalOf(gateway(), 'bindEmailCode', { token: b.token, body: { email: address } })).code).toBe(errorCodes.emailTaken);

      const late = `late.${kind}@example.com`;
      await answerOf(gateway(), 'bindEmailCode', codeSentSchema, { token: b.token, body: { email: late } });
      clock.advance(10 * 60 * second + 1);
      expect((await refusalOf(gateway(), 'bindEmail', { token: b.token, body: { email: late, code: await emailCode(gateway(), late) } })).code).toBe(errorCodes.emailCodeExpired);
      expect((await refusalOf(gateway(), 'bindEmailCode', { token: b.token, body: { email: 'not-an-address' } })).fields).toEqual({ email: errorCodes.fieldInvalid });
      expect((await refusalOf(gateway(), 'bindEmail', { token: b.token, body: { email: late, code: 'abc' } })).fields).toEqual({ code: errorCodes.fieldInvalid });
      const [ownerRow] = await gateway().db.select().from(members).where(eq(members.id, owner.id));
      expect(ownerRow.email).toBe('taken@example.com');
    });

    it('binds a phone through the built-in SMS channel; the number can change later; another member’s number is refused', async () => {
      const a = await memberWithSession(gateway());
      const b = await memberWithSession(gateway());
      const phone = { countryDialingCode: '63', mobileNo: '9178800001' };
      expect(await answerOf(gateway(), 'bindMobileCode', codeSentSchema, { token: a.token, body: phone })).toEqual({ expiredMinutes: 1 });
      const code = (await latestSmsCode(gateway(), phone.mobileNo)) ?? '';
      const wrong = await refusalOf(gateway(), 'bindMobile', { token: a.token, body: { ...phone, code: code === '000000' ? '111111' : '000000' } });
      expect(wrong).toEqual({ status: 400, code: errorCodes.smsCodeInvalid, fields: { code: errorCodes.smsCodeInvalid } });
      const bound = await answerOf(gateway(), 'bindMobile', securityConfigSchema, { token: a.token, body: { ...phone, code } });
      expect(bound).toMatchObject({ mobile: '+63 •••• 0001', mobileVerified: true, phoneAuthBound: false });

      clock.advance(second);
      const taken = await refusalOf(gateway(), 'bindMobileCode', { token: b.token, body: phone });
      expect(taken).toEqual({ status: 409, code: errorCodes.mobileTaken, fields: { mobileNo: errorCodes.mobileTaken } });
      expect((await callGateway(gateway(), 'bindMobileCode', { token: a.token, body: { countryDialingCode: '63', mobileNo: '9178800002' } })).status).toBe(200);
      expect((await refusalOf(gateway(), 'bindMobileCode', { token: a.token, body: { countryDialingCode: '+63', mobileNo: '91788' } })).fields).toEqual({
        countryDialingCode: errorCodes.fieldInvalid,
        mobileNo: errorCodes.fieldInvalid,
      });
      expect((await refusalOf(gateway(), 'bindMobile', { token: a.token, body: phone })).fields).toEqual({ code: errorCodes.fieldRequired });
    });

    describe('through third-party phone authentication', () => {
      let phoneAuth: TestGateway;
      beforeAll(async () => {
        phoneAuth = await startGatewayOn(kind, { config: { phoneAuth: 'local' }, clock });
      });
      afterAll(() => phoneAuth.close());

      it('binds for good: once bound, any change is refused', async () => {
        const a = await memberWithSession(phoneAuth);
        const phone = { countryDialingCode: '63', mobileNo: '9178800003' };
        expect(await answerOf(phoneAuth, 'bindMobileCode', codeSentSchema, { token: a.token, body: phone })).toEqual({ expiredMinutes: 1 });
        expect((await refusalOf(phoneAuth, 'bindMobile', { token: a.token, body: { ...phone, code: '12345' } })).code).toBe(errorCodes.phoneAuthInvalidCode);
        const code = (await latestSmsCode(phoneAuth, phone.mobileNo)) ?? '';
        const bound = await answerOf(phoneAuth, 'bindMobile', securityConfigSchema, { token: a.token, body: { ...phone, code } });
        expect(bound).toMatchObject({ mobile: '+63 •••• 0003', mobileVerified: true, phoneAuthBound: true });
        clock.advance(second);
        const other = { countryDialingCode: '63', mobileNo: '9178800004' };
        expect(await refusalOf(phoneAuth, 'bindMobileCode', { token: a.token, body: other })).toMatchObject({ status: 403, code: errorCodes.mobileLocked });
        expect(await refusalOf(phoneAuth, 'bindMobile', { token: a.token, body: { ...other, code } })).toMatchObject({ status: 403, code: errorCodes.mobileLocked });
        expect(await refusalOf(phoneAuth, 'bindMobileCode', { token: a.token, body: phone })).toMatchObject({ status: 403, code: errorCodes.mobileLocked });
      });
    });

    it('hands out one referral code even to racing first visits, links it to the caller’s origin and lists only the caller’s invitees', async () => {
      const referrer = await memberWithSession(gateway());
      const stranger = await memberWithSession(gateway());
      const firstVisits = await Promise.all([1, 2, 3].map(() => answerOf(gateway(), 'referralInfo', referralInfoSchema, { token: referrer.token })));
      const code = firstVisits[0].referralCode;
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      expect(firstVisits.map((info) => info.referralCode)).toEqual([code, code, code]);
      expect(firstVisits[0]).toMatchObject({ link: `${gateway().url}/register?referralCode=${code}`, invitedCount: 0, activeCount: 0, invited: [] });

      const player = await memberWithSession(gateway(), { account: `inviteeplays${kind}`, referredById: referrer.id, createdAt: clock.now() - 2 * second });
      await memberWithSession(gateway(), { account: `inviteeidle${kind}`, referredById: referrer.id, createdAt: clock.now() - second });
      await memberWithSession(gateway(), { account: `strangers${kind}`, referredById: stranger.id });
      await insertBet(gateway(), { memberId: player.id, code: 'PG_AZTEC_GOLD', stake: '1.00', createdAt: clock.now() });
      const info = await answerOf(gateway(), 'referralInfo', referralInfoSchema, { token: referrer.token, headers: { 'X-Forwarded-Host': 'portal.example', 'X-Forwarded-Proto': 'https' } });
      expect(info).toEqual({
        referralCode: code,
        link: `https://portal.example/register?referralCode=${code}`,
        invitedCount: 2,
        activeCount: 1,
        invited: [
          { account: maskAccount(`inviteeidle${kind}`), registeredAt: clock.now() - second, active: false },
          { account: maskAccount(`inviteeplays${kind}`), registeredAt: clock.now() - 2 * second, active: true },
        ],
      });
    });

    it('pages the inbox newest first with the unread count, and marks only the caller’s own messages read', async () => {
      const a = await memberWithSession(gateway());
      const b = await memberWithSession(gateway());
      const now = clock.now();
      const inserted = await gateway()
        .db.insert(messages)
        .values([
          { memberId: a.id, title: 'first', content: '<p>1</p>', sentAt: now - 3000, readAt: now },
          { memberId: a.id, title: 'second', content: '<p>2</p>', sentAt: now - 2000 },
          { memberId: a.id, title: 'third', content: '<p>3</p>', sentAt: now - 1000 },
          { memberId: b.id, title: 'theirs', content: '<p>b</p>', sentAt: now - 500 },
          { memberId: b.id, title: 'theirs too', content: '<p>b</p>', sentAt: now - 400 },
        ])
        .returning({ id: messages.id });
      const [, , third, theirs, theirsToo] = inserted.map((row) => row.id);
      const page = await answerOf(gateway(), 'inbox', inboxSchema, { token: a.token, query: { pageNo: '1', pageSize: '2' } });
      expect(page).toMatchObject({ total: 3, totalPages: 2, pageNo: 1, unread: 2 });
      expect(page.list.map((item) => [item.title, item.read])).toEqual([
        ['third', false],
        ['second', false],
      ]);

      expect(await answerOf(gateway(), 'messageRead', messageReadSchema, { token: a.token, body: { ids: [theirs, theirsToo] } })).toEqual({ unread: 2 });
      expect(await answerOf(gateway(), 'messageRead', messageReadSchema, { token: a.token, body: { ids: [third, theirs, 2 ** 40] } })).toEqual({ unread: 1 });
      const stillUnread = await gateway().db.select().from(messages).where(eq(messages.memberId, b.id));
      expect(stillUnread.every((message) => message.readAt === null)).toBe(true);
      expect((await answerOf(gateway(), 'inbox', inboxSchema, { token: b.token })).unread).toBe(2);
      const last = await answerOf(gateway(), 'inbox', inboxSchema, { token: a.token, query: { pageNo: '2', pageSize: '2' } });
      expect(last.list.map((item) => [item.title, item.read])).toEqual([['first', true]]);

      expect(Object.keys((await refusalOf(gateway(), 'messageRead', { token: a.token, body: { ids: [] } })).fields)).toEqual(['ids']);
      expect(Object.keys((await refusalOf(gateway(), 'messageRead', { token: a.token, body: { ids: 'all' } })).fields)).toEqual(['ids']);
      expect(Object.keys((await refusalOf(gateway(), 'inbox', { token: a.token, query: { pageNo: 'first' } })).fields)).toEqual(['pageNo']);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
