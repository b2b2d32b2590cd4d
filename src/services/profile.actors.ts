/**
 * Actor bindings of the security-centre, referral and inbox calls. The code
 * senders answer like the SMS sender, with local times around the call, so
 * the SMS countdown machine counts their resend delay too.
 */
import { fromPromise } from 'xstate';
import type { RecordsPage, RecordsQuery } from '../machines/paged-records/paged-records-query';
import type { SmsSendResult } from '../machines/sms-countdown/sms-countdown.machine';
import type { HttpClient } from './http';
import {
  bindEmail,
  bindMobile,
  loadInbox,
  loadReferralInfo,
  loadSecurityConfig,
  markMessagesRead,
  savePaymentPassword,
  sendEmailBindCode,
  sendMobileBindCode,
  updateProfile,
} from './profile.api';
import type { PaymentPasswordInput } from './schemas/funds';
import type { ProfileUpdateInput, ReferralInfo, SecurityConfig } from './schemas/profile';
import type { SmsRequest } from './verification.api';

export interface ProfileDeps {
  http: HttpClient;
  /** Local clock; tests pass the gateway's. */
  now?: () => number;
}

export function createProfileActors({ http, now = Date.now }: ProfileDeps) {
  const timed = async (send: () => Promise<{ expiredMinutes: number }>): Promise<SmsSendResult> => {
    const requestedAt = now();
    const sent = await send();
    return { sent, requestedAt, receivedAt: now() };
  };
  return {
    securityConfig: fromPromise<SecurityConfig, void>(({ signal }) => loadSecurityConfig({ http, signal })),
    updateProfile: fromPromise<SecurityConfig, ProfileUpdateInput>(({ input, signal }) => updateProfile({ http, signal }, input)),
    savePaymentPassword: fromPromise<void, PaymentPasswordInput>(({ input, signal }) => savePaymentPassword({ http, signal }, input)),
    /** The countdown's request carries the number; `mobileNum` holds the address on the e-mail form. */
    sendEmailCode: fromPromise<SmsSendResult, SmsRequest>(({ input, signal }) => timed(() => sendEmailBindCode({ http, signal }, { email: input.mobileNum }))),
    sendMobileCode: fromPromise<SmsSendResult, SmsRequest>(({ input, signal }) =>
      timed(() => sendMobileBindCode({ http, signal }, { countryDialingCode: input.countryDialingCode.replace(/^\+/, ''), mobileNo: input.mobileNum })),
    ),
    bindEmail: fromPromise<void, { email: string; code: string }>(({ input, signal }) => bindEmail({ http, signal }, input)),
    bindMobile: fromPromise<void, { countryDialingCode: string; mobileNo: string; code: string }>(({ input, signal }) => bindMobile({ http, signal }, input)),
    referralInfo: fromPromise<ReferralInfo, void>(({ signal }) => loadReferralInfo({ http, signal })),
    inbox: fromPromise<RecordsPage, RecordsQuery>(({ input, signal }) => loadInbox({ http, signal }, { pageNo: input.pageNo, pageSize: input.pageSize })),
    markRead: fromPromise<number, { ids: number[] }>(({ input, signal }) => markMessagesRead({ http, signal }, input)),
  };
}
