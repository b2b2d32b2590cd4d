/**
 * The SMS-code calls: login, registration and password recovery. Each picks
 * the configured channel (built-in SMS or phone authentication), applies its
 * own rule about the number, and answers the shape the portal counts down from.
 */
import { errorCodes } from '../../../src/services/error-codes';
import type { SmsSent } from '../../../src/services/schemas/account';
import type { GatewayDeps } from '../http/context';
import { DomainError } from '../http/domain-error';
import type { CodeChannel } from './access/code-channel';
import type { CodePurpose } from './access/code-store';
import type { Phone } from './access/phone';
import { checkAgainstRule, loadRegisterRules, ruleFor } from './access/register-rules';
import { builtInSmsChannel } from './access/sms-channel';
import { requireSwitch } from './access/switches';
import type { PassCheck } from './human-check';
import { findMemberByPhone } from './members';
import { localPhoneAuthChannel, usesPhoneAuth } from './phone-auth';

type Deps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

export const channelFor = (config: GatewayDeps['config']): CodeChannel => (usesPhoneAuth(config) ? localPhoneAuthChannel : builtInSmsChannel);

interface SendInput {
  countryDialingCode: string;
  mobile: string;
  humanCheckToken?: string;
  deviceId: string;
}

/** Login codes go only to numbers with an account; others get the same answer and no message. */
export async function sendLoginCode(deps: Deps, input: SendInput): Promise<SmsSent> {
  const channel = channelFor(deps.config);
  const phone = channel.parsePhone(input.countryDialingCode, input.mobile, 'mobileNum');
  const member = await findMemberByPhone(deps.db, phone);
  await channel.send(deps, { phone, purpose: 'login', deliver: member !== null, humanCheck: humanCheckOf(input, 'sms') });
  return { expiredMinutes: channel.expiredMinutes };
}

export async function sendRegisterCode(deps: Deps, input: SendInput): Promise<SmsSent> {
  const channel = channelFor(deps.config);
  const phone = channel.parsePhone(input.countryDialingCode, input.mobile, 'mobileNo');
  const rules = await loadRegisterRules(deps.db);
  const ruleCode = checkAgainstRule(ruleFor(rules, 'mobileNum'), phone.mobile, { required: true });
  if (ruleCode) throw new DomainError(errorCodes.badRequest, 400, null, { mobileNo: ruleCode });
  if (await findMemberByPhone(deps.db, phone)) throw new DomainError(errorCodes.mobileTaken, 409, null, { mobileNo: errorCodes.mobileTaken });
  await channel.send(deps, { phone, purpose: 'register', deliver: true, humanCheck: humanCheckOf(input, 'sms') });
  return { expiredMinutes: channel.expiredMinutes };
}

/** Recovery codes answer with the moment they stop working (spec §7 "value.expirationTime"). */
export async function sendForgotPasswordCode(deps: Deps, input: SendInput): Promise<SmsSent> {
  await requireSwitch(deps.db, 'CHNGPASSVERIF3');
  const channel = channelFor(deps.config);
  const phone = channel.parsePhone(input.countryDialingCode, input.mobile, 'mobileNo');
  const member = await findMemberByPhone(deps.db, phone);
  // The portal's SMS button earns its pass as 'sms'; a recovery-specific pass is accepted as well.
  const sent = await channel.send(deps, { phone, purpose: 'forgot', deliver: member !== null, humanCheck: humanCheckOf(input, ['forgotPassword', 'sms']) });
  return { expirationTime: sent.expiresAt };
}

export function verifyPhoneCode(deps: Deps, phone: Phone, purposes: CodePurpose[], code: string): Promise<void> {
  return channelFor(deps.config).verify(deps, { phone, purposes, code });
}

const humanCheckOf = (input: SendInput, action: PassCheck['action']): PassCheck => ({ token: input.humanCheckToken, action, deviceId: input.deviceId });
