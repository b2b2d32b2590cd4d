/**
 * Flows whose machines keep one error code rather than a per-field map still
 * show field-specific refusals below the field they concern.
 */
const fieldByCode: Record<string, string> = {
  'login.user.not.exist': 'username',
  'account.not.found': 'username',
  'login.password.incorrect': 'password',
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
  'sms.code.invalid': 'verificationCode',
  'sms.code.expired': 'verificationCode',
  'phoneAuth.invalid.code': 'verificationCode',
  'phoneAuth.invalid.phone': 'mobileNum',
  'password.old.incorrect': 'oldPassword',
  'password.weak': 'newPassword',
  'password.reused': 'newPassword',
  'password.mismatch': 'confirmPassword',
  'forgot.email.mismatch': 'email',
  'register.username.taken': 'username',
  'register.mobile.taken': 'mobileNum',
  'affiliate.code.invalid': 'affiliateCode',
};

/** Splits a refusal into a field error (shown below that field) or a form-level message. */
export function splitErrorCode(code: string | null, fields: readonly string[]): { fieldErrors: Record<string, string> | null; formError: string | null } {
  if (!code) return { fieldErrors: null, formError: null };
  const field = fieldByCode[code];
  if (field && fields.includes(field)) return { fieldErrors: { [field]: code }, formError: null };
  return { fieldErrors: null, formError: code };
}

/** Registration keeps a per-field map; a code that belongs to a field joins it, the rest stays form-level. */
export function mergeFieldErrors(fieldErrors: Record<string, string>, code: string | null, fields: readonly string[]): { fieldErrors: Record<string, string> | null; formError: string | null } {
  const split = splitErrorCode(code, fields);
  const known = Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => fields.includes(name)));
  const merged = { ...known, ...(split.fieldErrors ?? {}) };
  const hasFieldErrors = Object.keys(merged).length > 0;
  return { fieldErrors: hasFieldErrors ? merged : null, formError: hasFieldErrors ? null : split.formError };
}
