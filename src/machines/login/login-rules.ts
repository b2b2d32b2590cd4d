/** Pure rules and types of the login flow, shared by its machine, model and selectors. */
import type { LoginRequest } from '../../services/session.api';
import type { LoginResult } from '../../services/schemas/account';

export type LoginTab = 'username' | 'sms';

export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/** What the remember-me store holds (24 hours): never a password. */
export type RememberedLogin =
  | { type: 'username'; username: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string };

export interface LoginInput {
  /** MOBILEVERCODELOGIN3. */
  smsLoginEnabled: boolean;
  /** SMS login goes through the third-party phone-authentication service. */
  thirdPartyPhoneAuth: boolean;
  /** PWDEXPFORCECHANGE3. */
  forceChangeOnExpiry: boolean;
  remembered: RememberedLogin | null;
}

export interface LoginOutput {
  result: LoginResult;
  tab: LoginTab;
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
  /** Only when `mustChangePassword`: the forced change sends it as the old password. */
  password: string | null;
}

export type SubmitLoginInput = LoginRequest;

export type LoginEvent =
  | { type: 'tab.select'; tab: LoginTab }
  | { type: 'rememberMe.toggle'; checked: boolean }
  | { type: 'credentials.submit'; values: Partial<LoginValues> }
  | { type: 'humanCheck.cancel' }
  | { type: 'captcha.require' };

export const emptyLoginValues = (): LoginValues => ({
  username: '',
  password: '',
  captcha: '',
  mobileNum: '',
  countryDialingCode: '',
  verificationCode: '',
});

/** Spec §4: username, password and mobile inputs are trimmed at login. */
export function trimLoginValues(values: Partial<LoginValues>): LoginValues {
  const trimmed = emptyLoginValues();
  for (const key of Object.keys(trimmed) as (keyof LoginValues)[]) trimmed[key] = (values[key] ?? '').trim();
  return trimmed;
}

/** The machine's last line of defence; field rules live in src/forms. */
export function isLoginComplete(tab: LoginTab, values: LoginValues, captchaRequired: boolean): boolean {
  const captchaOk = !captchaRequired || values.captcha !== '';
  if (tab === 'sms') return values.mobileNum !== '' && values.countryDialingCode !== '' && values.verificationCode !== '' && captchaOk;
  return values.username !== '' && values.password !== '' && captchaOk;
}

/** SMS login sends the mobile as `username` and the code as `password` (api-facts §7.1). */
export function loginRequestOf(context: {
  tab: LoginTab;
  values: LoginValues;
  captchaRequired: boolean;
  humanCheckToken: string | null;
  thirdPartyPhoneAuth: boolean;
}): LoginRequest {
  const { values } = context;
  // After a refusal the gateway asks for the captcha on both tabs.
  const captcha = context.captchaRequired ? { captcha: values.captcha } : {};
  if (context.tab === 'sms') {
    return {
      type: 'sms',
      username: values.mobileNum,
      password: values.verificationCode,
      countryDialingCode: values.countryDialingCode,
      thirdPartyChannel: context.thirdPartyPhoneAuth,
      ...captcha,
    };
  }
  return { type: 'username', username: values.username, password: values.password, humanCheckToken: context.humanCheckToken, ...captcha };
}

/** Spec §4: default password, or expired with forced change on; never after an SMS or third-party login. */
export function mustChangePasswordAfter(context: { tab: LoginTab; forceChangeOnExpiry: boolean }, result: LoginResult): boolean {
  if (context.tab !== 'username') return false;
  return result.passwordDefault || (result.passwordExpired && context.forceChangeOnExpiry);
}

/** Remember-me: nothing when unchecked, never the password. */
export function rememberedOf(context: { rememberMe: boolean; tab: LoginTab; values: LoginValues }): RememberedLogin | null {
  if (!context.rememberMe) return null;
  const { username, mobileNum, countryDialingCode } = context.values;
  return context.tab === 'sms' ? { type: 'sms', mobileNum, countryDialingCode } : { type: 'username', username };
}
