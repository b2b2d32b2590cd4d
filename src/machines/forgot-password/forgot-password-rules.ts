/** Types and pure rules of password recovery. */
export type ForgotTab = 'email' | 'mobile';

export interface ForgotInput {
  /** CHNGPASSVERIF3: the mobile tab exists. */
  phoneRecovery: boolean;
  /** Codes go through the third-party phone-authentication channel (one-minute countdown); off when absent. */
  thirdPartyPhoneAuth?: boolean;
}

export interface PhoneValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

export type ForgotEvent =
  | { type: 'tab.select'; tab: ForgotTab }
  | { type: 'email.submit'; values: { username: string; email: string } }
  | { type: 'code.confirm'; values: Omit<PhoneValues, 'newPassword'> }
  | { type: 'password.submit'; values: { newPassword: string; confirmPassword: string } }
  | { type: 'step.back' }
  | { type: 'confirmation.close' };

/** Failures that mean the SMS code, not the new password, was wrong. */
const codeErrors = ['sms.code.invalid', 'sms.code.expired', 'phoneAuth.invalid.code', 'phoneAuth.code.expired'];

export const isCodeError = (code: string): boolean => codeErrors.includes(code);
