/** Verification calls: image captcha, slide human check and the SMS codes. */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { humanCheckActions, slideGestures } from '../../../../src/services/schemas/account';
import { dialingCode, humanCheckToken, mobileText, text } from '../../access/inputs';
import { issueCaptcha } from '../../domain/captcha';
import { deviceIdOf, requireDeviceId } from '../../domain/access/device';
import { issueChallenge, verifyChallenge } from '../../domain/human-check';
import { sendForgotPasswordCode, sendLoginCode, sendRegisterCode } from '../../domain/sms';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { requestPlace } from '../system/request-place';

const coordinate = v.pipe(v.number(), v.finite(), v.minValue(-100_000), v.maxValue(100_000));
const time = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1e13));

const slideAnswer = v.looseObject({
  id: text(64),
  x: coordinate,
  trail: v.pipe(v.array(v.object({ x: coordinate, y: coordinate, t: time })), v.maxLength(2000)),
  // Portals that only drag never send it.
  gesture: v.optional(v.picklist(slideGestures), 'drag'),
  action: v.picklist(humanCheckActions),
});

const registerSmsInput = v.looseObject({ countryDialingCode: dialingCode, mobileNo: mobileText, humanCheckToken });

export const verificationRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.captcha,
    input: noInput,
    handle: ({ deps, c }) => issueCaptcha(deps, requireDeviceId(c)),
  }),
  defineRoute({
    call: calls.humanCheckChallenge,
    input: noInput,
    handle: ({ deps, c }) => issueChallenge(deps, { deviceId: requireDeviceId(c), ip: requestPlace(c).ip }),
  }),
  defineRoute({
    call: calls.humanCheckVerify,
    input: slideAnswer,
    handle: ({ input, deps, c }) => verifyChallenge(deps, { deviceId: deviceIdOf(c), ip: requestPlace(c).ip }, input),
  }),
  defineRoute({
    call: calls.smsLogin,
    input: v.looseObject({ mobileNum: mobileText, countryDialingCode: dialingCode, humanCheckToken }),
    handle: ({ input, deps, c }) =>
      sendLoginCode(deps, { countryDialingCode: input.countryDialingCode, mobile: input.mobileNum, humanCheckToken: input.humanCheckToken, deviceId: deviceIdOf(c) }),
  }),
  defineRoute({
    call: calls.smsRegister,
    input: registerSmsInput,
    handle: ({ input, deps, c }) =>
      sendRegisterCode(deps, { countryDialingCode: input.countryDialingCode, mobile: input.mobileNo, humanCheckToken: input.humanCheckToken, deviceId: deviceIdOf(c) }),
  }),
  defineRoute({
    call: calls.smsForgotPassword,
    input: registerSmsInput,
    handle: ({ input, deps, c }) =>
      sendForgotPasswordCode(deps, { countryDialingCode: input.countryDialingCode, mobile: input.mobileNo, humanCheckToken: input.humanCheckToken, deviceId: deviceIdOf(c) }),
  }),
];
