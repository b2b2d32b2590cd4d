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

const hex = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[0-9a-f]*$/));
const whole = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

/** An ALTCHA payload: the challenge as signed (a field dropped or changed breaks the signature) and its solution. */
const proofOfWork = v.object({
  challenge: v.object({
    parameters: v.object({
      algorithm: text(32),
      nonce: hex(64),
      salt: hex(64),
      cost: whole(10_000_000),
      keyLength: whole(64),
      keyPrefix: hex(128),
      keySignature: v.optional(hex(128)),
    }),
    signature: hex(128),
  }),
  solution: v.object({ counter: whole(0xffffffff), derivedKey: hex(128), time: v.optional(v.number()) }),
});

const slideAnswer = v.looseObject({
  id: text(64),
  x: coordinate,
  trail: v.pipe(v.array(v.object({ x: coordinate, y: coordinate, t: time })), v.maxLength(2000)),
  // Portals that only drag never send it.
  gesture: v.optional(v.picklist(slideGestures), 'drag'),
  action: v.picklist(humanCheckActions),
  // Optional here so that its absence is refused as `proofOfWork.invalid`, which the portal explains, not as a bad request.
  proofOfWork: v.optional(proofOfWork),
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
