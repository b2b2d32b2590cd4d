/**
 * The VIP ladder: one definition per rank level (club name, colours,
 * privileges) and the total turnover that reaches it. The thresholds are the
 * brand's to tune through the setting `vipRanks` (`{ thresholds: ["0.00",
 * "1000.00", …] }`, one per level, lowest first); a setting that does not
 * fit the ladder is ignored rather than trusted, so ranks never jump on a typo.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { VipPrivilege, VipRank } from '../../../../src/services/schemas/vip';
import type { Db } from '../../db';
import { settings } from '../../db/schema';
import type { Tx } from '../ledger';
import { fromCents, isMoneyText, toCents } from '../money';

export const vipRanksSettingKey = 'vipRanks';

/** Customer service switches to the VIP desk above this level (spec). */
export const vipServiceAbove = 4;

const clubs = [
  { name: 'Bronze', color: '#cd7f32', color2: '#8a5a2b', threshold: '0.00' },
  { name: 'Silver', color: '#c0c7d1', color2: '#7d8796', threshold: '1000.00' },
  { name: 'Gold', color: '#f5c542', color2: '#b8860b', threshold: '5000.00' },
  { name: 'Platinum', color: '#9fe3e0', color2: '#4aa3a0', threshold: '20000.00' },
  { name: 'Diamond', color: '#8ecbff', color2: '#3b7dd8', threshold: '50000.00' },
  { name: 'Crown', color: '#ff9de2', color2: '#b03a8c', threshold: '150000.00' },
  { name: 'Royal', color: '#c49bff', color2: '#6a3fc1', threshold: '500000.00' },
  { name: 'Legend', color: '#ff6b6b', color2: '#a61e1e', threshold: '1000000.00' },
] as const;

const privilegesOf = (rankLevel: number): VipPrivilege[] => (rankLevel > vipServiceAbove ? ['clubBadge', 'vipService'] : ['clubBadge']);

const clampLevel = (rankLevel: number): number => Math.min(clubs.length, Math.max(1, rankLevel));

/** Name and colours of a rank level (member info's clubLabel); out-of-range levels take the nearest rank. */
export function clubOf(rankLevel: number): { labelName: string; color: string; color2: string } {
  const club = clubs[clampLevel(rankLevel) - 1];
  return { labelName: club.name, color: club.color, color2: club.color2 };
}

export const defaultVipThresholds: readonly string[] = clubs.map((club) => club.threshold);

const thresholdsSetting = v.object({ thresholds: v.pipe(v.array(v.string()), v.length(clubs.length)) });

/** The brand's thresholds when they make a ladder: every level given, the first free, never falling. */
function thresholdsFrom(value: unknown): readonly string[] | null {
  const parsed = v.safeParse(thresholdsSetting, value);
  if (!parsed.success || !parsed.output.thresholds.every(isMoneyText)) return null;
  const cents = parsed.output.thresholds.map(toCents);
  if (cents[0] !== 0n || cents.some((amount, index) => index > 0 && amount < cents[index - 1])) return null;
  return parsed.output.thresholds;
}

export async function vipRanks(db: Db | Tx): Promise<VipRank[]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, vipRanksSettingKey)).limit(1);
  return vipRanksOf(row?.value);
}

/** The ranks a stored `vipRanks` setting value makes (the default ladder when it makes none). */
export function vipRanksOf(value: unknown): VipRank[] {
  const thresholds = thresholdsFrom(value) ?? defaultVipThresholds;
  return clubs.map((club, index) => ({
    rankLevel: index + 1,
    name: club.name,
    color: club.color,
    color2: club.color2,
    threshold: fromCents(toCents(thresholds[index])),
    privileges: privilegesOf(index + 1),
  }));
}

/** The highest rank the turnover reaches. */
export function rankReached(ranks: readonly VipRank[], totalCents: bigint): number {
  let reached = 1;
  for (const rank of ranks) if (toCents(rank.threshold) <= totalCents) reached = rank.rankLevel;
  return reached;
}
