/** A member's sign-ins as the gateway answers them: when, from which address, and in which browser on which system. */
import * as v from 'valibot';

/** '' names no browser or system the gateway recognised. */
export const signInPlaceSchema = v.object({
  /** Epoch milliseconds. */
  at: v.number(),
  ip: v.string(),
  browser: v.string(),
  os: v.string(),
});
export type SignInPlace = v.InferOutput<typeof signInPlaceSchema>;

export const signInSchema = v.object({
  ...signInPlaceSchema.entries,
  /** The session of the caller's own token. */
  current: v.boolean(),
  /** Its session is still open (neither signed out, revoked nor expired). */
  active: v.boolean(),
});
export type SignIn = v.InferOutput<typeof signInSchema>;

/** Newest first. */
export const signInsSchema = v.array(signInSchema);

export const signOutOthersSchema = v.object({ signedOut: v.number() });
export type SignOutOthers = v.InferOutput<typeof signOutOthersSchema>;
