/** Login, free play and logout. */
import * as v from 'valibot';
import type { HttpClient } from './http';
import { loginResultSchema, type LoginResult } from './schemas/account';

/** What every API function takes: the one client and the caller's abort signal. */
export interface ApiContext {
  http: HttpClient;
  signal?: AbortSignal;
}

/**
 * `username` carries the mobile number and `password` the SMS code on SMS
 * login (api-facts §7.1); `type` is '' for the automatic login after a
 * password reset by phone.
 */
export interface LoginRequest {
  type: 'username' | 'sms' | '';
  username: string;
  password: string;
  captcha?: string;
  countryDialingCode?: string;
  humanCheckToken?: string | null;
  /** The SMS went through the third-party phone-authentication channel. */
  thirdPartyChannel?: boolean;
}

export function login({ http, signal }: ApiContext, request: LoginRequest): Promise<LoginResult> {
  const data: Record<string, unknown> = { type: request.type, username: request.username, password: request.password };
  if (request.captcha) data.captcha = request.captcha;
  if (request.countryDialingCode) data.countryDialingCode = request.countryDialingCode;
  if (request.humanCheckToken) data.humanCheckToken = request.humanCheckToken;
  if (request.thirdPartyChannel) data.firebaseChannel = 'sms';
  return http.call('login', { data, schema: loginResultSchema, signal });
}

/** Guest (trial) login; the answer is a login result of a type-4 account. */
export const loginFreePlay = ({ http, signal }: ApiContext): Promise<LoginResult> =>
  http.call('loginFreePlay', { data: { os: 'web', platform: 'W', gatewayVersion: 3 }, schema: loginResultSchema, signal });

export async function logout({ http, signal }: ApiContext): Promise<void> {
  await http.call('logout', { schema: v.unknown(), signal });
}
