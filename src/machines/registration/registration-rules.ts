/** Pure rules and types of the registration flow, shared by its machine, model and selectors. */
import type { RegisterRequest } from '../../services/registration.api';
import type { LoginResult } from '../../services/schemas/account';

export type RegType = 'username' | 'mobile';

export interface RegistrationInput {
  /** USERNAMEREG3. */
  usernameRegistration: boolean;
  /** MOBILENUMREG3: the mobile tab exists (second, after the username tab when USERNAMEREG3 is on). */
  mobileRegistration: boolean;
  /** MOBILENUMPASSREG3: the mobile form asks for a password too. */
  mobilePassword: boolean;
  /** REGMOBVERF3: the username form asks for an SMS code. */
  smsVerification: boolean;
  /** The public setting that shows the captcha. */
  captchaShown: boolean;
  /** The affiliate-code field is enabled by the register rules. */
  affiliateFieldShown: boolean;
  /** From the page URL; used when none was typed. */
  urlAffiliateCode: string;
  /** From the query parameter referralCode. */
  referralCode: string;
  domain: string;
  registerUrl: string;
  /** SMS codes go through the third-party phone-authentication channel (status flag): one-minute countdown, marked on submit. */
  thirdPartyPhoneAuth: boolean;
}

export interface RegistrationOutput {
  result: LoginResult;
  regType: RegType;
}

export type RegistrationEvent =
  | { type: 'regType.select'; regType: RegType }
  | { type: 'form.submit'; values: Record<string, string> }
  | { type: 'form.reset' }
  | { type: 'humanCheck.cancel' }
  | { type: 'notice.acknowledge' }
  | { type: 'captcha.require' }
  | { type: 'captcha.show' };

export const affiliateInvalidCode = 'affiliate.code.invalid';

/**
 * The spec's tabs are register (username), then registerMobile: the username tab is the default wherever
 * username registration is on (the original's bundle opened on mobile; the spec wins). Mobile only when it is
 * the only registration.
 */
export function initialRegType(input: Pick<RegistrationInput, 'mobileRegistration' | 'usernameRegistration'>): RegType {
  return input.usernameRegistration || !input.mobileRegistration ? 'username' : 'mobile';
}

/** The tabs shown, in the spec's order; none without mobile registration (the username form alone). */
export function registrationTabs(input: Pick<RegistrationInput, 'mobileRegistration' | 'usernameRegistration'>): RegType[] {
  if (!input.mobileRegistration) return [];
  return input.usernameRegistration ? ['username', 'mobile'] : ['mobile'];
}

export function trimValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : '']));
}

/** The SMS code is asked for on the mobile form, and on the username form with REGMOBVERF3. */
export const needsSmsCode = (regType: RegType, input: Pick<RegistrationInput, 'smsVerification'>): boolean =>
  regType === 'mobile' || input.smsVerification;

/** The machine's last check of the fields always required; the full rules are in src/forms. */
export function isRegistrationComplete(regType: RegType, values: Record<string, string>, input: RegistrationInput): boolean {
  const filled = (key: string) => (values[key] ?? '') !== '';
  const passwordAsked = regType === 'username' || input.mobilePassword;
  if (regType === 'username' && !filled('username')) return false;
  if (regType === 'mobile' && !(filled('mobileNum') && filled('countryDialingCode'))) return false;
  if (passwordAsked && !(filled('password') && values.password === values.confirmPassword)) return false;
  if (needsSmsCode(regType, input) && !filled('verificationCode')) return false;
  return !input.captchaShown || filled('captcha');
}

export const typedAffiliateCode = (values: Record<string, string>, input: Pick<RegistrationInput, 'affiliateFieldShown'>): string =>
  input.affiliateFieldShown ? (values.affiliateCode ?? '') : '';

export function registerRequestOf(context: {
  regType: RegType;
  values: Record<string, string>;
  humanCheckToken: string | null;
  input: RegistrationInput;
}): RegisterRequest {
  const { input, values } = context;
  return {
    regType: context.regType,
    values,
    humanCheckToken: context.humanCheckToken,
    affiliateCode: typedAffiliateCode(values, input) || input.urlAffiliateCode,
    referralCode: values.referralCode || input.referralCode,
    domain: input.domain,
    registerUrl: input.registerUrl,
    thirdPartyChannel: input.thirdPartyPhoneAuth && needsSmsCode(context.regType, input),
  };
}
