/**
 * Contracts between an upline agent and a direct downline (spec §3-4,
 * api-facts §7.5): dividend, daily salary, hourly salary and real-time
 * salary. The upline offers terms, the downline accepts or rejects; either
 * side may ask to end an active contract and the other confirms; a downline
 * may ask its upline for a new contract. Settlement pays the upline who
 * offered the contract, from the downline team's real play, by these terms.
 *
 * One body shape serves the four process calls; `action` names the step.
 * Rates are percent texts with up to two places ('1.25' is 1.25 %).
 */
import * as v from 'valibot';
import { moneyInputSchema, moneySchema, pageInputEntries, pagedSchema, requestIdSchema } from './funds';

export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** The registry call that processes each kind. */
export const contractCallOf = {
  dividend: 'dividendContract',
  dailySalary: 'dailySalaryContract',
  hourlySalary: 'hourlySalaryContract',
  realTimeSalary: 'realTimeSalaryContract',
} as const satisfies Record<ContractKind, string>;

/** Dividend periods: daily, weekly, semi-monthly (H), monthly. */
export const dividendPeriods = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];

/** Highest rate per kind, in percent: a salary is a share of turnover, a dividend a share of the team's loss. */
export const maxRateOf: Record<ContractKind, number> = { dividend: 50, dailySalary: 5, hourlySalary: 5, realTimeSalary: 5 };

export const rateTextPattern = /^\d{1,2}(\.\d{1,2})?$/;
/** A rate typed by the upline; the gateway also checks it is above 0 and at most the kind's maximum. */
export const rateInputSchema = v.pipe(v.string(), v.trim(), v.regex(rateTextPattern, 'field.invalid'));
const countInput = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000));

/** Terms as offered; every money figure is a threshold the team must reach in the period. */
export const dividendTermsSchema = v.object({
  period: v.picklist(dividendPeriods),
  /** Team valid bet needed in the period. */
  validBet: moneyInputSchema,
  /** Team loss (stake − payout) needed in the period before a dividend is paid. */
  profitLoss: moneyInputSchema,
  activeMembers: countInput,
  /** Share of the team's loss paid as dividend. */
  rate: rateInputSchema,
});
export const dailySalaryTermsSchema = v.object({
  /** Team turnover needed in the day. */
  teamBetting: moneyInputSchema,
  activeMembers: countInput,
  /** Share of the day's team turnover paid as salary. */
  rate: rateInputSchema,
  /** Turnover a member needs in the day to count as active. */
  dailyBetAmount: moneyInputSchema,
  /** Fixed amount paid on top of the rate when the day qualifies. */
  amount: moneyInputSchema,
});
export const hourlySalaryTermsSchema = v.object({
  /** Team turnover needed in the hour. */
  teamBetting: moneyInputSchema,
  rate: rateInputSchema,
  /** Smallest stake that counts towards the hour's turnover. */
  hourlyBetAmount: moneyInputSchema,
});
export const realTimeSalaryTermsSchema = v.object({
  /** Share of the stake of a round the member won. */
  profitRate: rateInputSchema,
  /** Share of the stake of a round the member lost. */
  lossRate: rateInputSchema,
  /** Smallest stake of a round that counts. */
  singleBetAmount: moneyInputSchema,
});

export const termsSchemaOf = {
  dividend: dividendTermsSchema,
  dailySalary: dailySalaryTermsSchema,
  hourlySalary: hourlySalaryTermsSchema,
  realTimeSalary: realTimeSalaryTermsSchema,
} as const;

export type DividendTerms = v.InferOutput<typeof dividendTermsSchema>;
export type DailySalaryTerms = v.InferOutput<typeof dailySalaryTermsSchema>;
export type HourlySalaryTerms = v.InferOutput<typeof hourlySalaryTermsSchema>;
export type RealTimeSalaryTerms = v.InferOutput<typeof realTimeSalaryTermsSchema>;
export type ContractTerms = DividendTerms | DailySalaryTerms | HourlySalaryTerms | RealTimeSalaryTerms;

/** The rate two contracts of one kind are compared by (higher_rate rule): the profit rate for real-time salary. */
export const headlineRateOf = (kind: ContractKind, terms: ContractTerms): string =>
  kind === 'realTimeSalary' ? (terms as RealTimeSalaryTerms).profitRate : (terms as { rate: string }).rate;

// ── Process calls ──────────────────────────────────────────────────────────

const contractIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * offer: the upline offers terms to a direct downline (or answers the
 * downline's request, naming it in `contractId`). accept / reject: the
 * downline answers an offer; the upline may also reject a request.
 * `confirmHigherRate` repeats an accept after the higher_rate warning.
 * request: the downline asks for a new contract of this kind. terminate:
 * either party asks to end an active contract, the other confirms it the
 * same way; the upline also withdraws an open offer with it. keep: the
 * other party declines a termination request.
 */
export const contractActionInputSchema = v.variant('action', [
  v.object({
    action: v.literal('offer'),
    requestId: requestIdSchema,
    downlineId: contractIdSchema,
    contractId: v.optional(contractIdSchema),
    terms: v.record(v.string(), v.unknown()),
  }),
  v.object({ action: v.literal('accept'), contractId: contractIdSchema, confirmHigherRate: v.optional(v.boolean(), false) }),
  v.object({ action: v.literal('reject'), contractId: contractIdSchema }),
  v.object({ action: v.literal('request'), requestId: requestIdSchema, note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(140, 'field.invalid')), '') }),
  v.object({ action: v.literal('terminate'), contractId: contractIdSchema }),
  v.object({ action: v.literal('keep'), contractId: contractIdSchema }),
]);
export type ContractActionInput = v.InferOutput<typeof contractActionInputSchema>;
export type ContractAction = ContractActionInput['action'];

export const contractStatuses = ['requested', 'offered', 'active', 'terminationRequested', 'terminated', 'rejected'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const contractSchema = v.object({
  id: v.number(),
  kind: v.picklist(contractKinds),
  status: v.picklist(contractStatuses),
  /** The caller's side of the contract. */
  role: v.picklist(['upline', 'downline']),
  upline: v.string(),
  downline: v.string(),
  downlineId: v.number(),
  /** Empty while requested (no terms offered yet); otherwise the terms of the kind, as decimal texts. */
  terms: v.nullable(v.record(v.string(), v.union([v.string(), v.number()]))),
  note: v.string(),
  /** Who asked to end it, while terminationRequested. */
  terminationRequestedBy: v.nullable(v.picklist(['upline', 'downline'])),
  createdAt: v.number(),
  acceptedAt: v.nullable(v.number()),
  endedAt: v.nullable(v.number()),
});
export type Contract = v.InferOutput<typeof contractSchema>;

/** A downline contract ended by accepting a lower rate (the higher_rate warning lists these). */
export const endedContractSchema = v.object({ id: v.number(), downline: v.string(), rate: v.string() });

/** Answer of every process call: the contract after the step, and any downline contracts it ended. */
export const contractActionSchema = v.object({ contract: contractSchema, ended: v.array(endedContractSchema) });
export type ContractActionAnswer = v.InferOutput<typeof contractActionSchema>;

/** `fields` of the higher_rate refusal: the downline contracts accepting would end. */
export const higherRateDetailsSchema = v.object({ contracts: v.array(endedContractSchema) });

export const contractListInputSchema = v.object({
  ...pageInputEntries,
  kind: v.optional(v.union([v.literal(''), v.picklist(contractKinds)]), ''),
  role: v.optional(v.picklist(['', 'upline', 'downline']), ''),
  /** open: requested, offered, active, terminationRequested. */
  scope: v.optional(v.picklist(['open', 'all']), 'open'),
});
export const contractListSchema = pagedSchema(contractSchema);
export type ContractList = v.InferOutput<typeof contractListSchema>;

/**
 * /wps/member/info/funds/consolidated (api-facts §7.5): offer flags are 1
 * while an offer of that kind waits for the caller (any one opens the
 * contract popup after login); info flags are 1 when the kind's records
 * page applies to the caller.
 */
export const consolidatedSchema = v.object({
  dailysalreqtype: v.picklist([0, 1]),
  divtypereq: v.picklist([0, 1]),
  contracthoursalreq: v.picklist([0, 1]),
  realtimesalreqtype: v.picklist([0, 1]),
  contractmrdailysalinfotype: v.picklist([0, 1]),
  contracthoursalinfo: v.picklist([0, 1]),
  dailysalinfotype: v.picklist([0, 1]),
  divtypeinfo: v.picklist([0, 1]),
});
export type Consolidated = v.InferOutput<typeof consolidatedSchema>;

export const offerFlagOf = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realTimeSalary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, keyof Consolidated>;

/** The info flag that shows each kind's records page in the agent centre. */
export const infoFlagOf = {
  dividend: 'divtypeinfo',
  dailySalary: 'dailysalinfotype',
  hourlySalary: 'contracthoursalinfo',
  realTimeSalary: 'contractmrdailysalinfotype',
} as const satisfies Record<ContractKind, keyof Consolidated>;

// ── Settlements ────────────────────────────────────────────────────────────

export const settlementSchema = v.object({
  id: v.number(),
  contractId: v.number(),
  kind: v.picklist(contractKinds),
  /** 'D:2026-11-24', 'H:2026-11-24T13', 'R:2026-11-24T13:05', 'W:2026-11-23', 'S:2026-11-16', 'M:2026-11'. */
  periodKey: v.string(),
  periodStart: v.number(),
  periodEnd: v.number(),
  upline: v.string(),
  downline: v.string(),
  /** Team turnover counted by the terms. */
  turnover: moneySchema,
  /** Team loss in the period (stake − payout; negative when the team won). */
  teamLoss: moneySchema,
  activeMembers: v.number(),
  amount: moneySchema,
  status: v.picklist(['paid', 'notEligible']),
  /** Why nothing was paid: the unmet term ('teamBetting', 'activeMembers', 'validBet', 'profitLoss', 'noPlay'). */
  reason: v.string(),
  settledAt: v.number(),
});
export type Settlement = v.InferOutput<typeof settlementSchema>;
export const settlementListSchema = v.object({
  ...pagedSchema(settlementSchema).entries,
  /** Sum of `amount` over every row of the query, not just the page. */
  totalAmount: moneySchema,
});
export type SettlementList = v.InferOutput<typeof settlementListSchema>;
