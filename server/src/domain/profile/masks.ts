/** How the security centre shows contact details: enough to recognise, not enough to use. */

/** '+63', '9171234567' → '+63 •••• 4567'. */
export function maskPhone(countryDialingCode: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  return `${countryDialingCode ?? ''} •••• ${mobile.slice(-4)}`.trim();
}

/** 'demo@example.com' → 'de•••@example.com'. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}•••${email.slice(at)}`;
}
