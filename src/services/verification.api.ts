/** Captcha, slide-puzzle human check and SMS codes: the calls that prove a person is there. */
import type { ApiContext } from './session.api';
import {
  captchaSchema,
  humanCheckChallengeSchema,
  humanCheckPassSchema,
  smsSentSchema,
  type HumanCheckAction,
  type HumanCheckChallenge,
  type ProofOfWorkPayload,
  type SlideGesture,
  type SmsSent,
} from './schemas/account';

/** Base64 PNG of a fresh captcha bound to this browser's device id. */
export const loadCaptcha = ({ http, signal }: ApiContext): Promise<string> => http.call('captcha', { schema: captchaSchema, signal });

export const loadHumanCheckChallenge = ({ http, signal }: ApiContext, input: { action: HumanCheckAction }): Promise<HumanCheckChallenge> =>
  http.call('humanCheckChallenge', { data: { action: input.action }, schema: humanCheckChallengeSchema, signal });

export const verifyHumanCheck = (
  { http, signal }: ApiContext,
  input: { id: string; x: number; trail: { x: number; y: number; t: number }[]; gesture: SlideGesture; action: HumanCheckAction; proofOfWork?: ProofOfWorkPayload },
): Promise<{ token: string }> => http.call('humanCheckVerify', { data: input, schema: humanCheckPassSchema, signal });

export type SmsPurpose = 'login' | 'register' | 'forgot';

export interface SmsRequest {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
  humanCheckToken: string | null;
}

/**
 * One SMS call per purpose; the register call names the number `mobileNo`
 * (api-facts §7.1) while the others say `mobileNum`.
 */
export function sendSmsCode({ http, signal }: ApiContext, input: SmsRequest): Promise<SmsSent> {
  const check = input.humanCheckToken ? { humanCheckToken: input.humanCheckToken } : {};
  const { countryDialingCode, mobileNum } = input;
  if (input.purpose === 'register')
    return http.call('smsRegister', { data: { countryDialingCode, mobileNo: mobileNum, ...check }, schema: smsSentSchema, signal });
  if (input.purpose === 'forgot')
    return http.call('smsForgotPassword', { data: { countryDialingCode, mobileNo: mobileNum, ...check }, schema: smsSentSchema, signal });
  return http.call('smsLogin', { data: { countryDialingCode, mobileNum, ...check }, schema: smsSentSchema, signal });
}
