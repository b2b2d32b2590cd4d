/** The playerRank answer: the member's rank, turnover, the next rank and the ladder. */
import type { PlayerRank } from '../../../../src/services/schemas/vip';
import type { Db } from '../../db';
import type { Member } from '../../http/context';
import { fromCents, toCents } from '../money';
import { clubOf, vipRanks } from './ranks';
import { monthlyTurnoverCents, totalTurnoverCents } from './turnover';

export async function playerRankOf(db: Db, member: Member, now: number): Promise<PlayerRank> {
  const [ranks, totalCents, monthlyCents] = await Promise.all([
    vipRanks(db),
    totalTurnoverCents(db, member.id),
    monthlyTurnoverCents(db, member.id, now),
  ]);
  const club = clubOf(member.rankLevel);
  const nextRank = ranks.find((rank) => rank.rankLevel === member.rankLevel + 1) ?? null;
  const stillNeeded = nextRank ? toCents(nextRank.threshold) - totalCents : 0n;
  return {
    rankLevel: member.rankLevel,
    playerRankName: club.labelName,
    color: club.color,
    color2: club.color2,
    monthlyTurnover: fromCents(monthlyCents),
    totalTurnover: fromCents(totalCents),
    nextRank,
    turnoverToNext: nextRank ? fromCents(stillNeeded > 0n ? stillNeeded : 0n) : null,
    ranks,
  };
}
