/** Account calls: registration, affiliate check, member info and VIP rank, passwords and language. */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { ok } from '../../../../src/services/envelope';
import { dialingCode, mobileText, optionalText, text } from '../../access/inputs';
import { changePassword, forgotPasswordByEmail, memberAvatar, memberIcon, setPasswordByPhone, updateLanguage } from '../../domain/account';
import { deviceIdOf } from '../../domain/access/device';
import { optionalRegisterFields } from '../../domain/access/register-rules';
import { memberInfoOf } from '../../domain/members';
import { lastSignInBefore } from '../../domain/sign-ins';
import { breakInForce, holdsUntil } from '../../domain/protection/breaks/in-force';
import { playerRankOf } from '../../domain/vip/player-rank';
import { checkAffiliate, registerByMobile, registerByUsername, type RegisterInput } from '../../domain/registration';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import type { Member } from '../../http/context';
import { signInOriginOf } from '../session/sign-in-origin';

/** Every text field either registration form may send; anything else (login flag, registerMethod...) passes untouched. */
const registerFields = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'countryDialingCode',
  'verificationCode',
  'captcha',
  'affiliateCode',
  'referralCode',
  'domain',
  'registerUrl',
  'humanCheckToken',
  ...optionalRegisterFields,
] as const;

const registerInput = v.looseObject(Object.fromEntries(registerFields.map((field) => [field, optionalText(field === 'registerUrl' ? 2048 : 255)])));

const toRegisterInput = (input: Record<string, unknown>, deviceId: string): RegisterInput => {
  const picked: RegisterInput = { deviceId };
  for (const field of registerFields) if (typeof input[field] === 'string') picked[field] = input[field] as string;
  return picked;
};

/** The original's mobile form sends the number as `username` (api-facts §7.1); ours sends `mobileNum`, which wins. */
const withMobileFromUsername = (input: Record<string, unknown>): Record<string, unknown> =>
  typeof input.mobileNum === 'string' && input.mobileNum.trim() !== '' ? input : { ...input, mobileNum: input.username };

/** Token routes run only after the router found the member; this narrows the type. */
const the = (member: Member | null): Member => member as Member;

export const accountRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.register,
    input: registerInput,
    handle: ({ input, deps, c }) => registerByUsername(deps, toRegisterInput(input, deviceIdOf(c)), signInOriginOf(c)),
  }),
  defineRoute({
    call: calls.registerMobile,
    input: registerInput,
    handle: ({ input, deps, c }) => registerByMobile(deps, toRegisterInput(withMobileFromUsername(input), deviceIdOf(c)), signInOriginOf(c)),
  }),
  defineRoute({
    call: calls.affiliateCheck,
    input: v.looseObject({ code: text(64), domain: optionalText(255) }),
    handle: ({ input, deps }) => checkAffiliate(deps.db, input.code),
  }),
  defineRoute({
    call: calls.memberInfo,
    input: noInput,
    handle: async ({ deps, member, token }) => {
      const [lastSignIn, held] = await Promise.all([lastSignInBefore(deps.db, the(member).id, token ?? ''), breakInForce(deps.db, the(member).id, deps.clock.now())]);
      // A break in force, as the login answer says it: the portal's banner shows it again after a reload.
      return { ...memberInfoOf(the(member)), lastSignIn, ...(held ? { protection: { kind: held.kind, until: holdsUntil(held) } } : {}) };
    },
  }),
  defineRoute({ call: calls.memberIcon, input: noInput, handle: async ({ member }) => memberIcon(the(member)) }),
  defineRoute({ call: calls.memberAvatar, input: noInput, handle: async ({ member }) => memberAvatar(the(member)) }),
  defineRoute({ call: calls.playerRank, input: noInput, handle: ({ member, deps }) => playerRankOf(deps.db, the(member), deps.clock.now()) }),
  defineRoute({
    call: calls.changePassword,
    input: v.looseObject({ oldPassword: text(100), newPassword: text(100), confirmNewPassword: text(100) }),
    handle: ({ input, deps, member, token }) => changePassword(deps, the(member), token ?? '', input),
  }),
  defineRoute({
    call: calls.forgotPasswordEmail,
    input: v.looseObject({ username: text(100), email: text(255) }),
    handle: async ({ input, deps, c }) => c.json({ ...ok(null), message: await forgotPasswordByEmail(deps, input) }),
  }),
  defineRoute({
    call: calls.setPasswordByPhone,
    input: v.looseObject({ newPassword: text(100), mobileNum: mobileText, verificationCode: text(255), countryDialingCode: v.optional(dialingCode) }),
    handle: ({ input, deps, c }) => setPasswordByPhone(deps, { ...input, deviceId: deviceIdOf(c), origin: signInOriginOf(c) }),
  }),
  defineRoute({
    call: calls.languageUpdate,
    input: v.looseObject({ language: text(8) }),
    handle: ({ input, deps, member }) => updateLanguage(deps, the(member), input.language),
  }),
];
