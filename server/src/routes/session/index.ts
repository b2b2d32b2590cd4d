/** Session calls: login (username or SMS), free play, logout, and the member's sign-ins with "sign out everywhere else". */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { errorCodes } from '../../../../src/services/error-codes';
import { headers } from '../../../../src/services/headers';
import { dialingCode, humanCheckToken, mobileText, optionalText, text } from '../../access/inputs';
import { deviceIdOf } from '../../domain/access/device';
import { login, loginFreePlay, logout } from '../../domain/login';
import { recentSignIns, signOutOtherSessions } from '../../domain/sign-ins';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { DomainError } from '../../http/domain-error';
import type { Member } from '../../http/context';
import { signInOriginOf } from './sign-in-origin';

const loginInput = v.looseObject({
  username: text(100),
  password: text(100),
  captcha: optionalText(16),
  type: v.optional(v.picklist(['username', 'sms', '']), 'username'),
  humanCheckToken,
  mobileNum: v.optional(mobileText),
  countryDialingCode: v.optional(dialingCode),
});

export const sessionRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.login,
    input: loginInput,
    handle: ({ input, deps, c }) =>
      login(deps, {
        username: input.username.trim(),
        password: input.type === 'sms' ? input.password.trim() : input.password,
        captcha: input.captcha,
        type: input.type,
        humanCheckToken: input.humanCheckToken,
        mobileNum: input.mobileNum?.trim(),
        countryDialingCode: input.countryDialingCode?.trim(),
        deviceId: deviceIdOf(c),
        origin: signInOriginOf(c),
      }),
  }),
  defineRoute({
    call: calls.loginFreePlay,
    input: noInput,
    handle: ({ deps, c }) => {
      // The original portal marks free play with an RSA-wrapped random key; when one is sent it must open.
      const marker = c.req.header(headers.encryption);
      if (marker && !deps.payloads.isFreePlayMarker(marker)) throw new DomainError(errorCodes.badEncryption, 400);
      return loginFreePlay(deps, signInOriginOf(c));
    },
  }),
  defineRoute({
    call: calls.logout,
    input: noInput,
    handle: ({ deps, token }) => logout(deps, token ?? ''),
  }),
  // Token calls run only once the member is found; the member id, never an input, picks whose sign-ins these are.
  defineRoute({ call: calls.signIns, input: noInput, handle: ({ deps, member, token }) => recentSignIns(deps, (member as Member).id, token ?? '') }),
  defineRoute({ call: calls.signOutOthers, input: noInput, handle: ({ deps, member, token }) => signOutOtherSessions(deps, (member as Member).id, token ?? '') }),
];
