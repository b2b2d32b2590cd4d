/**
 * Security centre, referral and inbox calls: the profile and its bindings,
 * the withdrawal password, the invite link and the member's messages.
 */
import * as v from 'valibot';
import type { ApiContext } from './session.api';
import { paymentPasswordAnswerSchema, type PaymentPasswordInput } from './schemas/funds';
import {
  codeSentSchema,
  inboxSchema,
  messageReadSchema,
  referralInfoSchema,
  securityConfigSchema,
  type Inbox,
  type ProfileUpdateInput,
  type ReferralInfo,
  type SecurityConfig,
} from './schemas/profile';

export const loadSecurityConfig = ({ http, signal }: ApiContext): Promise<SecurityConfig> => http.call('securityConfig', { schema: securityConfigSchema, signal });

/** The gateway answers with the profile as it now stands. */
export const updateProfile = ({ http, signal }: ApiContext, input: ProfileUpdateInput): Promise<SecurityConfig> =>
  http.call('profileUpdate', { data: { ...input }, schema: securityConfigSchema, signal });

/** Sets the withdrawal password (no old one yet) or changes it; the body travels encrypted. */
export async function savePaymentPassword({ http, signal }: ApiContext, input: PaymentPasswordInput): Promise<void> {
  const data: Record<string, unknown> = { newPassword: input.newPassword, confirmPassword: input.confirmPassword };
  if (input.oldPassword) data.oldPassword = input.oldPassword;
  await http.call('paymentPassword', { data, schema: paymentPasswordAnswerSchema, signal });
}

export interface CodeSent {
  expiredMinutes: number;
}

export const sendEmailBindCode = ({ http, signal }: ApiContext, input: { email: string }): Promise<CodeSent> =>
  http.call('bindEmailCode', { data: { ...input }, schema: codeSentSchema, signal });

export async function bindEmail({ http, signal }: ApiContext, input: { email: string; code: string }): Promise<void> {
  await http.call('bindEmail', { data: { ...input }, schema: v.unknown(), signal });
}

export const sendMobileBindCode = ({ http, signal }: ApiContext, input: { countryDialingCode: string; mobileNo: string }): Promise<CodeSent> =>
  http.call('bindMobileCode', { data: { ...input }, schema: codeSentSchema, signal });

export async function bindMobile({ http, signal }: ApiContext, input: { countryDialingCode: string; mobileNo: string; code: string }): Promise<void> {
  await http.call('bindMobile', { data: { ...input }, schema: v.unknown(), signal });
}

export const loadReferralInfo = ({ http, signal }: ApiContext): Promise<ReferralInfo> => http.call('referralInfo', { schema: referralInfoSchema, signal });

export const loadInbox = ({ http, signal }: ApiContext, input: { pageNo: number; pageSize: number }): Promise<Inbox> =>
  http.call('inbox', { data: { ...input }, schema: inboxSchema, signal });

/** Marks messages read; the answer is the unread count left. */
export const markMessagesRead = async ({ http, signal }: ApiContext, input: { ids: number[] }): Promise<number> =>
  (await http.call('messageRead', { data: { ...input }, schema: messageReadSchema, signal })).unread;
