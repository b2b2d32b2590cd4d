/**
 * Inputs and answers of the reward centre and missions: available
 * promotions with the spec's status labels (§4), the member's claims, claims
 * and applications (§3, §5), missions with their progress and the mission
 * leaderboard. Amounts are decimal strings ('12.30') like every money answer.
 */
import * as v from 'valibot';
import { moneySchema, pageInputEntries, pagedSchema, requestIdSchema } from './funds';

/**
 * The labels of an activity (spec §4), as the member sees them:
 * join (apply to an activity reviewed by an operator), claim (ready to claim),
 * applying (application waiting for review), closed (ended), rejected
 * (application refused), issued (application approved and paid), claimed
 * (claimed and paid this period), process (requirement not reached yet),
 * joined (joined a lucky draw, prize paid), coming_soon (not open yet).
 */
export const promotionStatuses = ['join', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'process', 'joined', 'coming_soon'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** A claim as stored: what became of it. */
export const promotionClaimStatuses = ['claimed', 'joined', 'applying', 'issued', 'rejected'] as const;
export type PromotionClaimStatus = (typeof promotionClaimStatuses)[number];

export const rewardTypes = ['fixed', 'deposit_percent', 'stake_percent', 'loss_percent', 'raffle'] as const;
export const rewardPeriods = ['once', 'daily', 'weekly', 'monthly'] as const;
export const requirementKinds = ['deposit', 'stake', 'login_days'] as const;

export const requirementSchema = v.object({
  kind: v.picklist(requirementKinds),
  /** Money ('100.00') for deposit and stake, whole days ('3') for login_days. */
  target: v.string(),
  progress: v.string(),
  /** Game categories the stake counts from; empty: all. */
  categories: v.array(v.string()),
});
export type Requirement = v.InferOutput<typeof requirementSchema>;

export const availablePromotionSchema = v.object({
  promotionId: v.number(),
  title: v.string(),
  category: v.string(),
  /** Cover image (sequence 1), or ''. */
  cover: v.string(),
  rewardType: v.picklist(rewardTypes),
  period: v.picklist(rewardPeriods),
  /** Fixed rewards: the bonus. */
  rewardAmount: v.nullable(moneySchema),
  /** Percent rewards: the rate, e.g. '10.000'. */
  rewardRate: v.nullable(v.string()),
  maxReward: v.nullable(moneySchema),
  /** Raffles: the prizes that can be drawn. */
  prizes: v.array(moneySchema),
  requirement: v.nullable(requirementSchema),
  /** What a claim pays now ('0.00' for a raffle, drawn at the claim). */
  estimatedReward: moneySchema,
  needsApproval: v.boolean(),
  status: v.picklist(promotionStatuses),
  opensAt: v.nullable(v.number()),
  closesAt: v.nullable(v.number()),
  /** When the current period ends and the promotion can be claimed again. */
  periodEndsAt: v.nullable(v.number()),
});
export type AvailablePromotion = v.InferOutput<typeof availablePromotionSchema>;

/** `availablePromo` keyed by type (api-facts §7.3): MISSION.count is the mission page's badge. */
export const availablePromotionsSchema = v.object({
  availablePromo: v.object({
    MISSION: v.object({ enabled: v.boolean(), count: v.number() }),
    REFERRAL: v.object({ enabled: v.boolean() }),
    PROMOTION: v.object({ enabled: v.boolean(), count: v.number() }),
  }),
  list: v.array(availablePromotionSchema),
});
export type AvailablePromotions = v.InferOutput<typeof availablePromotionsSchema>;

export const promotionClaimRecordSchema = v.object({
  id: v.number(),
  reference: v.string(),
  promotionId: v.number(),
  title: v.string(),
  amount: moneySchema,
  status: v.picklist(promotionClaimStatuses),
  periodKey: v.string(),
  comment: v.string(),
  imageCount: v.number(),
  remark: v.string(),
  createdAt: v.number(),
  decidedAt: v.nullable(v.number()),
});
export type PromotionClaimRecord = v.InferOutput<typeof promotionClaimRecordSchema>;
export const promotionClaimListSchema = pagedSchema(promotionClaimRecordSchema);
export type PromotionClaimList = v.InferOutput<typeof promotionClaimListSchema>;

export const promotionClaimListInputSchema = v.object({ ...pageInputEntries, status: v.optional(v.picklist(promotionClaimStatuses)) });
export type PromotionClaimListInput = v.InferInput<typeof promotionClaimListInputSchema>;

// ── Activity application (spec §3, §5, §9) ─────────────────────────────────

export const applicationLimits = {
  commentMax: 140,
  imagesMax: 3,
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/** Bytes a base64 payload decodes to. */
export const base64Bytes = (base64: string): number => Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

const imagePattern = /^data:image\/(png|jpeg);base64,/;

/** An application image: `data:image/png;base64,...` or jpeg, at most 5 MB. */
export const applicationImageSchema = v.pipe(
  v.string(),
  v.regex(imagePattern, 'application.image.type'),
  v.check((value) => base64Bytes(value.slice(value.indexOf(',') + 1)) <= applicationLimits.imageMaxBytes, 'application.image.size'),
);

export const promotionClaimInputSchema = v.object({
  requestId: requestIdSchema,
  promotionId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Only activities reviewed by an operator read the comment and images. */
  comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(applicationLimits.commentMax, 'application.comment.too.long')), ''),
  images: v.optional(v.pipe(v.array(applicationImageSchema), v.maxLength(applicationLimits.imagesMax, 'application.image.count')), []),
});
export type PromotionClaimInput = v.InferInput<typeof promotionClaimInputSchema>;

/** One image of an application: its claim's id and its position (1 to 3); images are addressed by these, never by a file name. */
export const promotionClaimImageInputSchema = v.object({
  claimId: v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)),
  position: v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(applicationLimits.imagesMax)),
});
export type PromotionClaimImageInput = v.InferInput<typeof promotionClaimImageInputSchema>;
export const promotionClaimImageSchema = v.object({ claimId: v.number(), position: v.number(), image: v.string() });
export type PromotionClaimImage = v.InferOutput<typeof promotionClaimImageSchema>;

export const raffleClaimInputSchema = v.object({ requestId: requestIdSchema, promotionId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type RaffleClaimInput = v.InferOutput<typeof raffleClaimInputSchema>;

/** A claim's answer; `balance` is the main wallet after the bonus, null when nothing was paid yet (an application). */
export const promotionClaimAnswerSchema = v.object({ claim: promotionClaimRecordSchema, balance: v.nullable(moneySchema) });
export type PromotionClaimAnswer = v.InferOutput<typeof promotionClaimAnswerSchema>;

// ── Missions ───────────────────────────────────────────────────────────────

export const missionMetrics = ['rounds', 'wins', 'stake', 'deposit', 'login_days'] as const;
export type MissionMetric = (typeof missionMetrics)[number];
/** Money metrics count in decimals; the others in whole numbers. */
export const moneyMetrics: readonly MissionMetric[] = ['stake', 'deposit'];
export const missionStatuses = ['process', 'claim', 'claimed'] as const;
export type MissionStatus = (typeof missionStatuses)[number];

export const missionSchema = v.object({
  id: v.number(),
  code: v.string(),
  period: v.picklist(['daily', 'weekly']),
  metric: v.picklist(missionMetrics),
  categories: v.array(v.string()),
  /** '20' rounds, or '5000.00' of stake. */
  target: v.string(),
  progress: v.string(),
  rewardAmount: moneySchema,
  points: v.number(),
  status: v.picklist(missionStatuses),
  periodEndsAt: v.number(),
});
export type Mission = v.InferOutput<typeof missionSchema>;

/** `count`: missions still open this period (the menu badge); `claimable`: completed, not claimed yet. */
export const missionSummarySchema = v.object({
  enabled: v.boolean(),
  count: v.number(),
  claimable: v.number(),
  /** The member's mission points this week. */
  points: v.number(),
  missions: v.array(missionSchema),
});
export type MissionSummary = v.InferOutput<typeof missionSummarySchema>;

export const missionClaimInputSchema = v.object({ requestId: requestIdSchema, missionId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type MissionClaimInput = v.InferOutput<typeof missionClaimInputSchema>;
export const missionClaimAnswerSchema = v.object({ missionId: v.number(), amount: moneySchema, points: v.number(), balance: moneySchema });
export type MissionClaimAnswer = v.InferOutput<typeof missionClaimAnswerSchema>;

export const leaderboardPeriods = ['weekly', 'monthly'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
export const missionLeaderboardInputSchema = v.object({ period: v.optional(v.picklist(leaderboardPeriods, 'field.invalid'), 'weekly') });

export const leaderboardEntrySchema = v.object({
  rank: v.number(),
  /** Masked: 'd**o'. */
  account: v.string(),
  points: v.number(),
  missions: v.number(),
});
export type LeaderboardEntry = v.InferOutput<typeof leaderboardEntrySchema>;

export const missionLeaderboardSchema = v.object({
  period: v.picklist(leaderboardPeriods),
  startsAt: v.number(),
  endsAt: v.number(),
  list: v.array(leaderboardEntrySchema),
  /** The caller: rank null until they have points in the period. */
  me: v.object({ rank: v.nullable(v.number()), account: v.string(), points: v.number(), missions: v.number() }),
});
export type MissionLeaderboard = v.InferOutput<typeof missionLeaderboardSchema>;
