/** The shapes the promotion editor's calls carry (server/src/domain/backoffice/content/promotion-body.ts checks them). */
import type { Promotion } from '../../services/schemas/content';

export type Localised = { EN: string; TY: string };

export interface PromotionRuleBody {
  rewardType: 'fixed' | 'deposit_percent' | 'stake_percent' | 'loss_percent' | 'raffle';
  /** Money as decimal text ('50', '12.50'). */
  rewardAmount: string;
  /** Percent as decimal text ('10', '7.5'). */
  rewardRate: string;
  maxReward: string | null;
  prizes: { amount: string; weight: number }[];
  period: 'once' | 'daily' | 'weekly' | 'monthly';
  requirement: 'none' | 'deposit' | 'stake' | 'login_days';
  requirementAmount: string;
  categories: string[];
  wagering: {
    multiple: string;
    base: 'bonus' | 'bonus_plus_deposit';
    weights: Record<string, number>;
  } | null;
  needsApproval: boolean;
  enabled: boolean;
}

export interface PromotionBody {
  title: Localised;
  /** Operator HTML; the portal sanitises it where it draws it. */
  content: Localised;
  /** The cover picture's address per language. */
  image: Localised;
  category: string;
  startsAt: number | null;
  endsAt: number | null;
  sort: number;
  /** Null: players read the promotion but cannot claim it. */
  rule: PromotionRuleBody | null;
}

export interface PromotionChoices {
  categories: string[];
  rewardTypes: PromotionRuleBody['rewardType'][];
  periods: PromotionRuleBody['period'][];
  requirements: PromotionRuleBody['requirement'][];
  wageringBases: string[];
}

/** One language's public promotion list and detail with the draft in place. */
export interface PromotionAnswer {
  draftId: number;
  /** The gateway's moment the list was computed for. */
  now: number;
  /** False when the draft's window does not hold now: the list then shows it nowhere. */
  shownNow: boolean;
  promotions: Promotion[];
  detail: Promotion;
}

export interface PromotionPreview {
  targetId: number | null;
  languages: Record<'EN' | 'TY', PromotionAnswer>;
}
