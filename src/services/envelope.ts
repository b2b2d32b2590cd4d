/**
 * The original portal's response envelope, kept on the wire so the portal can
 * talk to either gateway. `errorCode` is a dotted machine-readable key; the
 * portal translates it as `errors.<code>`, never showing `message` raw except
 * where the spec asks for the server's text (SMS failure popup).
 */
import * as v from 'valibot';

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  errorCode: string | null;
  value: T;
  /** Per-field error codes on a 400, keyed by request field name. */
  fields?: Record<string, string>;
}

export const envelopeSchema = v.object({
  success: v.boolean(),
  message: v.optional(v.string(), ''),
  errorCode: v.optional(v.nullable(v.string()), null),
  value: v.optional(v.unknown()),
  fields: v.optional(v.record(v.string(), v.string())),
});

export const ok = <T>(value: T): Envelope<T> => ({ success: true, message: '', errorCode: null, value });

export const fail = (errorCode: string, message: string, value: unknown = null, fields?: Record<string, string>): Envelope => ({
  success: false,
  message,
  errorCode,
  value,
  ...(fields ? { fields } : {}),
});
