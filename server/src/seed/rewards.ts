/**
 * Rules that make the demo promotions claimable, and the missions. Rules are
 * keyed by promotion and missions by code, so seeding twice adds nothing
 * and an operator's later change survives a restart. The referral promotion
 * has no rule: the referral page pays it.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { missions, promotionRules, promotions, settings } from '../db/schema';
import { signupGiftSettingKey } from '../domain/rewards/signup-gift';

type RuleSeed = typeof promotionRules.$inferInsert;
type MissionSeed = typeof missions.$inferInsert;

export const ruleSeeds: RuleSeed[] = [
  // Welcome bonus: 100% of deposits up to 1,000,000, once; "Turnover 15 times the bonus" before it may leave the wallet.
  {
    promotionId: 1,
    rewardType: 'deposit_percent',
    rewardRate: '100',
    maxReward: '1000000',
    period: 'once',
    requirement: 'deposit',
    requirementAmount: '100',
    wagering: { multiple: '15', base: 'bonus', weights: {} },
    sort: 1,
  },
  // Sign-up gift: 1,000 on us, once, nothing asked.
  { promotionId: 2, rewardType: 'fixed', rewardAmount: '1000', period: 'once', sort: 0 },
  // Daily reload: 10% of today's deposits up to 500,000.
  { promotionId: 3, rewardType: 'deposit_percent', rewardRate: '10', maxReward: '500000', period: 'daily', requirement: 'deposit', requirementAmount: '100', sort: 2 },
  // Weekly slots cashback: 5% of this week's net slot losses.
  { promotionId: 4, rewardType: 'loss_percent', rewardRate: '5', period: 'weekly', requirement: 'stake', requirementAmount: '100', categories: ['RNG'], sort: 3 },
  // VIP birthday gift: applied for with a comment and images, paid once approved.
  { promotionId: 5, rewardType: 'fixed', rewardAmount: '8888', period: 'once', needsApproval: true, sort: 4 },
  // Live casino rebate: 1% of this week's live stake.
  { promotionId: 7, rewardType: 'stake_percent', rewardRate: '1', period: 'weekly', requirement: 'stake', requirementAmount: '1000', categories: ['LIVE'], sort: 5 },
  // Lottery lucky draw: a prize a month once 1,000 of lottery bets are placed.
  {
    promotionId: 8,
    rewardType: 'raffle',
    period: 'monthly',
    requirement: 'stake',
    requirementAmount: '1000',
    categories: ['LOTT', 'ELOTT'],
    prizes: [
      { amount: '88', weight: 60 },
      { amount: '188', weight: 30 },
      { amount: '888', weight: 9 },
      { amount: '8888', weight: 1 },
    ],
    sort: 6,
  },
];

export const missionSeeds: MissionSeed[] = [
  { code: 'daily_slot_rounds', period: 'daily', metric: 'rounds', categories: ['RNG'], target: '20', rewardAmount: '20', points: 10, sort: 0 },
  { code: 'daily_wins', period: 'daily', metric: 'wins', target: '5', rewardAmount: '10', points: 5, sort: 1 },
  { code: 'daily_deposit', period: 'daily', metric: 'deposit', target: '100', rewardAmount: '10', points: 10, sort: 2 },
  { code: 'weekly_live_stake', period: 'weekly', metric: 'stake', categories: ['LIVE'], target: '5000', rewardAmount: '100', points: 50, sort: 3 },
  { code: 'weekly_login_days', period: 'weekly', metric: 'login_days', target: '3', rewardAmount: '30', points: 20, sort: 4 },
];

export async function seedRewards(db: Db): Promise<void> {
  // Only promotions that exist get a rule: an operator may have removed one.
  const present = new Set(
    (
      await db
        .select({ id: promotions.id })
        .from(promotions)
        .where(
          inArray(
            promotions.id,
            ruleSeeds.map((rule) => rule.promotionId),
          ),
        )
    ).map((row) => row.id),
  );
  const rules = ruleSeeds.filter((rule) => present.has(rule.promotionId));
  if (rules.length) await db.insert(promotionRules).values(rules).onConflictDoNothing();
  await db.insert(missions).values(missionSeeds).onConflictDoNothing();
  // Promotion 2 is "Sign-up gift: 1,000 VND on us": registration pays it (domain/rewards/signup-gift.ts).
  if (present.has(2)) await db.insert(settings).values({ key: signupGiftSettingKey, value: { promotionId: 2 } }).onConflictDoNothing();
}
