/**
 * The birthday rule (spec §5): a member gives a birthday only after
 * confirming the age prompt, and must be at least 21 on the gateway's date.
 * Ages are counted in calendar dates (UTC), so someone born on 29 February
 * turns a year older on 1 March in common years.
 */
import { birthdayAge, isoDatePattern } from '../../../../src/services/schemas/profile';
import { errorCodes } from '../../../../src/services/error-codes';

type DateParts = [number, number, number];

function partsOf(text: string): DateParts | null {
  if (!isoDatePattern.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as DateParts;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? [year, month, day] : null;
}

const todayOf = (now: number): DateParts => {
  const date = new Date(now);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
};

const notBefore = (a: DateParts, b: DateParts): boolean => a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] >= b[2];

/** The field code refusing this birthday, or null when it may be stored. */
export function birthdayRefusal(birthday: string, ageConfirmed: boolean | undefined, now: number): string | null {
  const born = partsOf(birthday);
  const today = todayOf(now);
  if (!born || !notBefore(today, born)) return errorCodes.fieldInvalid;
  if (ageConfirmed !== true) return errorCodes.ageUnconfirmed;
  return notBefore(today, [born[0] + birthdayAge, born[1], born[2]]) ? null : errorCodes.ageUnder;
}
