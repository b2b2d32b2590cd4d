/** The caller's Device-Id header: captchas and human checks are bound to it. */
import type { Context } from 'hono';
import { errorCodes } from '../../../../src/services/error-codes';
import { headers } from '../../../../src/services/headers';
import { DomainError } from '../../http/domain-error';

const shape = /^[A-Za-z0-9._:-]{8,128}$/;

/** '' when absent or malformed: such a caller simply never matches a stored captcha or pass. */
export function deviceIdOf(c: Context): string {
  const value = c.req.header(headers.deviceId)?.trim() ?? '';
  return shape.test(value) ? value : '';
}

/** For calls that create something bound to the device. */
export function requireDeviceId(c: Context): string {
  const value = deviceIdOf(c);
  if (!value) throw new DomainError(errorCodes.badRequest, 400, null, { [headers.deviceId]: errorCodes.fieldRequired });
  return value;
}
