/** Session, member and verification answers. */
import * as v from 'valibot';
import { loginProtectionSchema } from './protection-breaks';
import { signInPlaceSchema } from './sign-ins';

export const agentTypes = [1, 2, 41, 42] as const;
export const trialType = 4;

export const loginResultSchema = v.object({
  token: v.string(),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  /** True when the password is the weak default: the portal forces a change. Ours: the original family does not send it. */
  passwordDefault: v.optional(v.boolean(), false),
  userName: v.string(),
  /** Ours: a time-out or self-exclusion in force. The session opens to withdraw and read records; play and deposits are refused until `until`. */
  protection: v.optional(loginProtectionSchema),
});
export type LoginResult = v.InferOutput<typeof loginResultSchema>;

/** `value` of a failed login. */
export const loginFailureSchema = v.object({ captcha: v.boolean() });

export const clubLabelSchema = v.object({
  labelName: v.string(),
  color: v.string(),
  color2: v.string(),
  rankLevel: v.number(),
});

export const memberInfoSchema = v.object({
  id: v.number(),
  account: v.string(),
  nickname: v.string(),
  type: v.number(),
  toUpline: v.picklist(['0', '1']),
  /** '1' when the account sits under an upline (contracts: it may receive offers and ask for one). Ours, like `language`. */
  hasUpline: v.optional(v.picklist(['0', '1']), '0'),
  clubLabel: clubLabelSchema,
  memberLabel: v.array(v.object({ labelName: v.string(), color: v.string() })),
  regDate: v.number(),
  mobile: v.string(),
  language: v.optional(v.string(), ''),
  /** The sign-in before this session's; null on the first. Absent from answers that predate it. */
  lastSignIn: v.optional(v.nullable(signInPlaceSchema)),
  /** The time-out or self-exclusion in force, as in the login answer: a reloaded page still shows it. Absent when none. */
  protection: v.optional(loginProtectionSchema),
});
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

export const balanceSchema = v.object({
  sumBalance: v.number(),
  currency: v.string(),
  currencySymbol: v.string(),
  balance: v.array(v.object({ accountTypeId: v.number(), availBalance: v.number() })),
});
export type Balance = v.InferOutput<typeof balanceSchema>;

export const smsSentSchema = v.object({
  expiredMinutes: v.optional(v.number()),
  /** Epoch milliseconds; when present the countdown runs until it. */
  expirationTime: v.optional(v.number()),
});
export type SmsSent = v.InferOutput<typeof smsSentSchema>;

/** Base64 PNG (no data: prefix); bound to the caller's Device-Id. */
export const captchaSchema = v.string();

/**
 * An ALTCHA (v2) proof-of-work challenge as the gateway signed it. Its
 * parameters go back to the gateway untouched (the signature covers them
 * all), so parameters this portal does not name are kept, not stripped.
 */
export const proofOfWorkChallengeSchema = v.object({
  parameters: v.looseObject({
    algorithm: v.string(),
    nonce: v.string(),
    salt: v.string(),
    cost: v.number(),
    keyLength: v.number(),
    keyPrefix: v.string(),
  }),
  signature: v.string(),
});
export type ProofOfWorkChallenge = v.InferOutput<typeof proofOfWorkChallengeSchema>;

/** What the verify call carries: the challenge and the counter found with the key it derives to. */
export interface ProofOfWorkPayload {
  challenge: ProofOfWorkChallenge;
  solution: { counter: number; derivedKey: string };
}

export const humanCheckChallengeSchema = v.object({
  id: v.string(),
  /** Base64 PNG of the picture with the hole. */
  background: v.string(),
  /** Base64 PNG of the piece to drag. */
  piece: v.string(),
  width: v.number(),
  height: v.number(),
  pieceSize: v.number(),
  /** Vertical position of the piece; only x is unknown to the player. */
  y: v.number(),
  expiresAt: v.number(),
  /** Solved while the piece is dragged; a gateway that asks for no proof of work sends none. */
  proofOfWork: v.optional(proofOfWorkChallengeSchema),
});
export type HumanCheckChallenge = v.InferOutput<typeof humanCheckChallengeSchema>;

/** Single-use token bound to the action it was issued for. */
export const humanCheckPassSchema = v.object({ token: v.string() });

/** How the slide's piece was moved: dragged with a pointer, or stepped with the arrow keys (for keyboard users). */
export const slideGestures = ['drag', 'keys'] as const;
export type SlideGesture = (typeof slideGestures)[number];
/** The pixels one key press moves the piece: an arrow, or Shift+arrow / Page Up/Down. The gateway accepts only these. */
export const slideKeySteps = { small: 1, large: 10 } as const;

export const humanCheckActions = ['login', 'register', 'sms', 'forgotPassword'] as const;
export type HumanCheckAction = (typeof humanCheckActions)[number];

export const unreadCountSchema = v.number();

export const affiliateCheckSchema = v.object({ valid: v.boolean(), agentAccount: v.optional(v.string()) });

/** Avatar relay: which built-in avatar the member picked. */
export const memberAvatarSchema = v.object({ avatar: v.string(), avatarType: v.string() });

/** Profile icon: base64 PNG (no data: prefix) drawn from the member's initial. */
export const memberIconSchema = v.object({ icon: v.string() });
