/** Phone numbers as stored: dialing code `+63`, national number digits without leading zeros. */
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';

export interface Phone {
  countryDialingCode: string;
  mobile: string;
}

export function parsePhone(countryDialingCode: unknown, mobile: unknown): Phone | null {
  if (typeof countryDialingCode !== 'string' || typeof mobile !== 'string') return null;
  const code = countryDialingCode.trim().replace(/^\+?/, '+');
  const digits = mobile.replace(/[\s()-]/g, '').replace(/^0+/, '');
  if (!/^\+[1-9]\d{0,3}$/.test(code) || !/^\d{5,15}$/.test(digits)) return null;
  return { countryDialingCode: code, mobile: digits };
}

/** Parses or refuses with a per-field code under the request's own field name. */
export function requirePhone(countryDialingCode: unknown, mobile: unknown, field: string): Phone {
  const phone = parsePhone(countryDialingCode, mobile);
  if (!phone) throw new DomainError(errorCodes.badRequest, 400, null, { [field]: errorCodes.fieldInvalid });
  return phone;
}

export const phoneKey = ({ countryDialingCode, mobile }: Phone): string => `${countryDialingCode}:${mobile}`;

/** `917****567`: enough to recognise, not enough to use. */
export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  if (mobile.length <= 6) return `${mobile.slice(0, 1)}****${mobile.slice(-1)}`;
  return `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}
