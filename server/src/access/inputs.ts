/** Valibot pieces shared by the access routes: bounded text, so no input can grow without limit. */
import * as v from 'valibot';

export const text = (max = 255) => v.pipe(v.string(), v.maxLength(max));
export const optionalText = (max = 255) => v.optional(text(max));
export const mobileText = v.pipe(v.string(), v.maxLength(32));
export const dialingCode = v.pipe(v.string(), v.maxLength(8));
export const humanCheckToken = v.optional(v.pipe(v.string(), v.maxLength(200)));
