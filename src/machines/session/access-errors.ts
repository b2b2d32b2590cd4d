/**
 * Reading actor failures without importing the HTTP client: machines stay
 * pure, so they look at the plain fields an ApiError carries.
 */
export interface ApiErrorFields {
  code: string;
  serverMessage?: string;
  value?: unknown;
  fields?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The error code a failure carries, or the generic network one. */
export function errorCodeOf(error: unknown): string {
  return isRecord(error) && typeof error.code === 'string' ? error.code : 'network.abnormal';
}

/** The server's own text, for popups that quote it (SMS failures). */
export function serverMessageOf(error: unknown): string {
  return isRecord(error) && typeof error.serverMessage === 'string' ? error.serverMessage : '';
}

/** Per-field error codes of a refused form. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return isRecord(error) && isRecord(error.fields) ? (error.fields as Record<string, string>) : {};
}

/** A refusal as the forms show it: the code, and the per-field codes when the gateway named fields (null otherwise). */
export function refusalOf(error: unknown): { errorCode: string; fieldErrors: Record<string, string> | null } {
  const fields = fieldErrorsOf(error);
  return { errorCode: errorCodeOf(error), fieldErrors: Object.keys(fields).length ? fields : null };
}

const amountPattern = /^-?\d+\.\d{2}$/;

/** The amounts a refusal names in its `value` (a bonus's turnover wagered and required, what may leave), for its text; null when it names none. */
export function refusalAmountsOf(error: unknown): Record<string, string> | null {
  if (!isRecord(error) || !isRecord(error.value)) return null;
  const amounts = Object.entries(error.value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && amountPattern.test(entry[1]));
  return amounts.length ? Object.fromEntries(amounts) : null;
}

/** Until when a refusal for a break (protection.break.active) holds: epoch ms, or null when until lifted or not said. */
export function refusalUntilOf(error: unknown): number | null {
  return isRecord(error) && isRecord(error.value) && typeof error.value.until === 'number' ? error.value.until : null;
}

/** A failed login whose `value.captcha` is truthy asks for a captcha from now on. */
export function asksForCaptcha(error: unknown): boolean {
  return isRecord(error) && isRecord(error.value) && Boolean(error.value.captcha);
}
