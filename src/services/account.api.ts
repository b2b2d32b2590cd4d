/** Member info, profile icon, balance and passwords. */
import * as v from 'valibot';
import type { ApiContext } from './session.api';
import { balanceSchema, memberIconSchema, memberInfoSchema, type Balance, type MemberInfo } from './schemas/account';

export const loadMemberInfo = ({ http, signal }: ApiContext): Promise<MemberInfo> => http.call('memberInfo', { schema: memberInfoSchema, signal });

/**
 * The header's avatar: the profile icon (PROFPIC3, a base64 PNG) as a data
 * URL. The avatar relay only names built-in pictures this portal does not
 * ship, so the icon is the member's picture here.
 */
export async function loadAvatar({ http, signal }: ApiContext): Promise<string | null> {
  const { icon } = await http.call('memberIcon', { schema: memberIconSchema, signal });
  return icon ? `data:image/png;base64,${icon}` : null;
}

export const loadBalance = ({ http, signal }: ApiContext): Promise<Balance> => http.call('balance', { schema: balanceSchema, signal });

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export async function changePassword({ http, signal }: ApiContext, request: ChangePasswordRequest): Promise<void> {
  await http.call('changePassword', { data: { ...request }, schema: v.unknown(), signal });
}

export async function sendPasswordResetEmail({ http, signal }: ApiContext, request: { username: string; email: string }): Promise<void> {
  await http.call('forgotPasswordEmail', { data: { ...request }, schema: v.unknown(), signal });
}

export interface PhonePasswordRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

/** The gateway may answer with a login result; the portal then logs in with that account name. */
export async function setPasswordByPhone({ http, signal }: ApiContext, request: PhonePasswordRequest): Promise<{ userName: string } | null> {
  const answer = await http.call('setPasswordByPhone', { data: { ...request }, schema: v.unknown(), signal });
  const parsed = v.safeParse(v.object({ userName: v.string() }), answer);
  return parsed.success ? { userName: parsed.output.userName } : null;
}
