/**
 * The VIP programme's answer (playerRank, VIPCLUB3): the member's rank and
 * club colours, the turnover that earns ranks (api-facts §7.2 names
 * playerRankName, monthlyTurnover, totalTurnover), the next rank with what
 * is still to play, and the whole ladder. Money amounts are decimal strings.
 */
import * as v from 'valibot';
import { moneySchema } from './funds';

/** What a rank opens; VIP customer service from rank 5 (spec: rank level above 4). */
export const vipPrivileges = ['clubBadge', 'vipService'] as const;
export type VipPrivilege = (typeof vipPrivileges)[number];

const rankLevelSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
const colourSchema = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i));

export const vipRankSchema = v.object({
  rankLevel: rankLevelSchema,
  /** The club label (Bronze, Silver…). */
  name: v.string(),
  color: colourSchema,
  color2: colourSchema,
  /** Total turnover that reaches this rank. */
  threshold: moneySchema,
  privileges: v.array(v.picklist(vipPrivileges)),
});
export type VipRank = v.InferOutput<typeof vipRankSchema>;

export const playerRankSchema = v.object({
  rankLevel: rankLevelSchema,
  playerRankName: v.string(),
  color: colourSchema,
  color2: colourSchema,
  /** Settled stakes in the current calendar month (UTC). */
  monthlyTurnover: moneySchema,
  /** All settled stakes. */
  totalTurnover: moneySchema,
  /** Null at the top of the ladder. */
  nextRank: v.nullable(vipRankSchema),
  /** Total turnover still to play for the next rank; null at the top. */
  turnoverToNext: v.nullable(moneySchema),
  /** Every rank, lowest first. */
  ranks: v.array(vipRankSchema),
});
export type PlayerRank = v.InferOutput<typeof playerRankSchema>;
