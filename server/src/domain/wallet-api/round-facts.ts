/**
 * What a settled round's points and rank need, read by the statement that
 * writes or settles its bets row (RETURNING subqueries) instead of round
 * trips of their own: the member, and the brand's point and rank settings.
 */
import { sql } from 'drizzle-orm';
import { pointConfigKey, pointConfigOf } from '../points/mall';
import { vipRanksOf, vipRanksSettingKey } from '../vip/ranks';

// Drizzle names RETURNING's columns bare: the subqueries name the written row by its table.
export const roundFactColumns = {
  memberType: sql<number | null>`(select m.type from members m where m.id = bets.member_id)`,
  rankLevel: sql<number | null>`(select m.rank_level from members m where m.id = bets.member_id)`,
  language: sql<string | null>`(select m.language from members m where m.id = bets.member_id)`,
  pointSetting: sql<unknown>`(select s.value from settings s where s.key = ${pointConfigKey})`,
  rankSetting: sql<unknown>`(select s.value from settings s where s.key = ${vipRanksSettingKey})`,
};

export interface RoundFactsRow {
  memberType: number | null;
  rankLevel: number | null;
  language: string | null;
  pointSetting: unknown;
  rankSetting: unknown;
}

/** The facts as earnPoints and raiseRankIfDue take them; a member gone reads as null (no points, no rank). */
export function roundFactsOf(row: RoundFactsRow) {
  const { memberType, rankLevel, language } = row;
  const member = memberType === null || rankLevel === null || language === null ? null : { type: memberType, rankLevel, language };
  return { points: { member, config: pointConfigOf(row.pointSetting) }, rank: { member, ranks: vipRanksOf(row.rankSetting) } };
}
