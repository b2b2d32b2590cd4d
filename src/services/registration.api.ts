/** Register settings, the affiliate check and the two register calls. */
import type { ApiContext } from './session.api';
import { affiliateCheckSchema, loginResultSchema, type LoginResult } from './schemas/account';
import { registerRulesSchema, type RegisterRules } from './schemas/system';

export const loadRegisterRules = ({ http, signal }: ApiContext): Promise<RegisterRules> =>
  http.call('registerSettings', { schema: registerRulesSchema, signal });

/** True when the code belongs to an agent of this domain. */
export async function checkAffiliate({ http, signal }: ApiContext, input: { code: string; domain: string }): Promise<boolean> {
  const answer = await http.call('affiliateCheck', { data: input, schema: affiliateCheckSchema, signal });
  return answer.valid;
}

export interface RegisterRequest {
  regType: 'username' | 'mobile';
  /** Form values as typed (trimmed); empty optional fields are left out. */
  values: Record<string, string>;
  humanCheckToken: string | null;
  affiliateCode: string;
  referralCode: string;
  domain: string;
  registerUrl: string;
  /** The SMS code came through the third-party phone-authentication channel (api-facts §7.1 `firebaseChannel`). */
  thirdPartyChannel?: boolean;
}

/**
 * Both register calls answer like a login (`login: true`), so the new member
 * is signed in at once. On the mobile form the mobile number is the username.
 */
export function register({ http, signal }: ApiContext, request: RegisterRequest): Promise<LoginResult> {
  const values = Object.fromEntries(Object.entries(request.values).filter(([, value]) => value !== ''));
  const data: Record<string, unknown> = {
    ...values,
    confirmPassword: values.confirmPassword ?? values.password,
    affiliateCode: request.affiliateCode,
    referralCode: request.referralCode,
    domain: request.domain,
    registerUrl: request.registerUrl,
    registerMethod: 'WEB',
    login: true,
  };
  if (request.humanCheckToken) data.humanCheckToken = request.humanCheckToken;
  if (request.thirdPartyChannel) data.firebaseChannel = 'sms';
  if (request.regType === 'mobile') {
    data.username = values.mobileNum;
    return http.call('registerMobile', { data, schema: loginResultSchema, signal });
  }
  return http.call('register', { data, schema: loginResultSchema, signal });
}
