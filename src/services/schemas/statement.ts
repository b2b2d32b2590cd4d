/**
 * The member's statement (RTS 1B–1C) and last-game recall (AGCO 13.1.1).
 * The gateway builds both from the ledger and the bets table; the portal
 * validates the answers and shows them. Amounts are decimal strings.
 */
import * as v from 'valibot';
import { moneySchema } from './funds';
import { gameCategories } from './games';

const day = 24 * 60 * 60 * 1000;
/** Twelve months back at most: a year and a leap day. */
export const statementMaxDays = 366;
export const statementMaxMs = statementMaxDays * day;
/** What the statement shows without asking: the last three months. */
export const statementDefaultDays = 92;
/** A period may start this much before the account opened: the member's local midnight of that day. */
export const statementOpeningGraceMs = day;
/** The latest game and the nine before it. */
export const recallSize = 10;

const epoch = v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0));

/** Both ends or neither: without them the gateway answers the last three months. */
export const statementInputSchema = v.object({
  startTime: v.optional(epoch),
  endTime: v.optional(epoch),
});
export type StatementInput = v.InferOutput<typeof statementInputSchema>;

export const statementTotalsSchema = v.object({
  deposits: moneySchema,
  withdrawals: moneySchema,
  /** Deposits less withdrawals. */
  netDeposits: moneySchema,
});

export const statementSchema = v.object({
  startTime: v.number(),
  endTime: v.number(),
  /** When the account was opened: the earliest a period may start. */
  accountOpenedAt: v.number(),
  openingBalance: moneySchema,
  closingBalance: moneySchema,
  period: statementTotalsSchema,
  /** Since the account was opened (RTS 1C). */
  lifetime: statementTotalsSchema,
  rounds: v.number(),
  /** Every stake placed in the period. */
  stakes: v.object({ total: moneySchema, cash: moneySchema, bonus: moneySchema }),
  /** Payouts of rounds settled in the period. */
  winnings: moneySchema,
  /** Winnings less stakes. */
  netResult: moneySchema,
  /** Bonuses, rebates, transfers and the other movements: what makes opening plus the figures above equal closing. */
  otherMovements: moneySchema,
});
export type Statement = v.InferOutput<typeof statementSchema>;

const slotOutcomeSchema = v.object({
  kind: v.literal('slot'),
  theme: v.string(),
  /** `reels[reel][row]` as the player saw them; null for rounds played before the reels were recorded. */
  reels: v.nullable(v.array(v.array(v.string()))),
  lineWins: v.array(v.object({ line: v.number(), symbol: v.string(), count: v.number() })),
  scatter: v.number(),
});
const duelOutcomeSchema = v.object({ kind: v.literal('duel'), table: v.string(), side: v.string(), result: v.string() });
const lottoOutcomeSchema = v.object({
  kind: v.literal('lotto'),
  drawNo: v.string(),
  playType: v.string(),
  picks: v.array(v.number()),
  /** The drawn numbers; null while the draw is still to come. */
  numbers: v.nullable(v.array(v.number())),
});
/** A round whose detail names no engine the portal knows (another provider's). */
const plainOutcomeSchema = v.object({ kind: v.literal('plain') });

export const recallOutcomeSchema = v.variant('kind', [slotOutcomeSchema, duelOutcomeSchema, lottoOutcomeSchema, plainOutcomeSchema]);
export type RecallOutcome = v.InferOutput<typeof recallOutcomeSchema>;

export const recallRoundSchema = v.object({
  roundId: v.string(),
  gameName: v.string(),
  vendor: v.string(),
  category: v.picklist(gameCategories),
  stake: moneySchema,
  payout: moneySchema,
  status: v.picklist(['open', 'settled']),
  createdAt: v.number(),
  outcome: recallOutcomeSchema,
});
export type RecallRound = v.InferOutput<typeof recallRoundSchema>;

export const gameRecallSchema = v.object({ list: v.array(recallRoundSchema) });
export type GameRecall = v.InferOutput<typeof gameRecallSchema>;
