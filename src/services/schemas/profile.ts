/**
 * The security centre: profile, consent, bindings and which passwords exist
 * (spec §5: birthday with the age-21 prompt, address and nationality where
 * the brand asks, consent to terms and privacy, a phone bound through
 * third-party phone auth stays bound). Also referral and inbox answers.
 */
import * as v from 'valibot';
import { pagedSchema, pageInputEntries } from './funds';

export const birthdayAge = 21;
export const nicknameMax = 20;

export const securityConfigSchema = v.object({
  account: v.string(),
  nickname: v.string(),
  /** YYYY-MM-DD or null. */
  birthday: v.nullable(v.string()),
  address: v.nullable(v.string()),
  nationality: v.nullable(v.string()),
  consentAt: v.nullable(v.number()),
  requireAddress: v.boolean(),
  requireNationality: v.boolean(),
  /** The age the birthday prompt confirms. */
  minimumAge: v.number(),
  nationalities: v.array(v.string()),
  hasPaymentPassword: v.boolean(),
  /** Masked: '+63 •••• 4567'. */
  mobile: v.nullable(v.string()),
  mobileVerified: v.boolean(),
  phoneAuthBound: v.boolean(),
  email: v.nullable(v.string()),
  emailVerified: v.boolean(),
});
export type SecurityConfig = v.InferOutput<typeof securityConfigSchema>;

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export const profileUpdateInputSchema = v.object({
  nickname: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'field.required'), v.maxLength(nicknameMax, 'field.invalid'))),
  birthday: v.optional(v.pipe(v.string(), v.regex(isoDatePattern, 'field.invalid'))),
  /** The member confirmed the age prompt for the birthday. */
  ageConfirmed: v.optional(v.boolean()),
  address: v.optional(v.pipe(v.string(), v.trim(), v.minLength(5, 'field.invalid'), v.maxLength(200, 'field.invalid'))),
  nationality: v.optional(v.pipe(v.string(), v.minLength(2, 'field.invalid'))),
  consent: v.optional(v.literal(true)),
});
export type ProfileUpdateInput = v.InferOutput<typeof profileUpdateInputSchema>;

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const bindEmailCodeInputSchema = v.object({ email: v.pipe(v.string(), v.trim(), v.regex(emailPattern, 'field.invalid')) });
export const bindEmailInputSchema = v.object({ ...bindEmailCodeInputSchema.entries, code: v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'field.invalid')) });
export const bindMobileCodeInputSchema = v.object({
  countryDialingCode: v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'field.invalid')),
  mobileNo: v.pipe(v.string(), v.regex(/^\d{6,15}$/, 'field.invalid')),
});
export const bindMobileInputSchema = v.object({ ...bindMobileCodeInputSchema.entries, code: v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'field.invalid')) });
export const codeSentSchema = v.object({ expiredMinutes: v.number() });

export const referralInfoSchema = v.object({
  referralCode: v.string(),
  /** Registration address carrying the code. */
  link: v.string(),
  invitedCount: v.number(),
  /** Invited members who have played. */
  activeCount: v.number(),
  invited: v.array(v.object({ account: v.string(), registeredAt: v.number(), active: v.boolean() })),
});
export type ReferralInfo = v.InferOutput<typeof referralInfoSchema>;

export const inboxInputSchema = v.object({ ...pageInputEntries });
export const inboxItemSchema = v.object({ id: v.number(), title: v.string(), content: v.string(), sentAt: v.number(), read: v.boolean() });
export type InboxItem = v.InferOutput<typeof inboxItemSchema>;
export const inboxSchema = v.object({ ...pagedSchema(inboxItemSchema).entries, unread: v.number() });
export type Inbox = v.InferOutput<typeof inboxSchema>;
export const messageReadInputSchema = v.object({ ids: v.pipe(v.array(v.number()), v.minLength(1), v.maxLength(100)) });
export const messageReadSchema = v.object({ unread: v.number() });
