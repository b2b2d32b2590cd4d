/** How far the member is from the current rank's threshold to the next one, in whole percent (0–100). */
import type { PlayerRank } from '../../../services/schemas/vip';
import { toCents } from '../kit/money';

export function progressPercent(rank: PlayerRank): number {
  if (!rank.nextRank) return 100;
  const current = rank.ranks.find((step) => step.rankLevel === rank.rankLevel);
  const from = toCents(current?.threshold) ?? 0n;
  const to = toCents(rank.nextRank.threshold) ?? 0n;
  const played = toCents(rank.totalTurnover) ?? 0n;
  // A rank earned under lower thresholds may sit above the turnover its threshold now asks.
  if (to <= from || played <= from) return played >= to ? 100 : 0;
  const percent = Number(((played - from) * 100n) / (to - from));
  return Math.min(100, Math.max(0, percent));
}
