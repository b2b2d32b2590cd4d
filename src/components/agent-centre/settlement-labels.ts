/**
 * Settlement periods as agents read them. The gateway names a period with a
 * key ('R:2026-11-28T01:10', 'D:2026-11-24') and a salary or dividend
 * payment with the reference 'C3 R:2026-11-28T01:10' (contract 3, that
 * period); both are for machines, so the views turn them into dates in the
 * agent's language. Periods are cut in UTC (the brand's time zone), as the
 * key says; anything that is not a key is shown as it came.
 */
import { formatSettlementPeriod } from './agent-dates';

export interface KeyedPeriod {
  start: number;
  end: number;
}

const minute = 60_000;

/** The period a key names, with the same boundaries the gateway cuts: R 5 minutes, H hour, D day, W week, S half month, M month. */
export function periodOfKey(key: string): KeyedPeriod | null {
  const match = /^([RHDWSM]):(\d{4})-(\d{2})(?:-(\d{2}))?(?:T(\d{2})(?::(\d{2}))?)?$/.exec(key);
  if (!match) return null;
  const [, spec, year, month, date = '1', hours = '0', minutes = '0'] = match;
  const [y, m] = [Number(year), Number(month) - 1];
  const start = Date.UTC(y, m, Number(date), Number(hours), Number(minutes));
  switch (spec) {
    case 'R':
      return { start, end: start + 5 * minute };
    case 'H':
      return { start, end: start + 60 * minute };
    case 'D':
      return { start, end: start + 24 * 60 * minute };
    case 'W':
      return { start, end: start + 7 * 24 * 60 * minute };
    case 'S':
      return { start, end: Number(date) === 1 ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1) };
    default:
      return { start, end: Date.UTC(y, m + 1, 1) };
  }
}

/** 'C3 R:2026-11-28T01:10' → contract 3 and its period; null for references of other payments. */
export function settlementOfReference(reference: string): { contractId: number; period: KeyedPeriod } | null {
  const match = /^C(\d+) (\S+)$/.exec(reference);
  const period = match ? periodOfKey(match[2]) : null;
  return match && period ? { contractId: Number(match[1]), period } : null;
}

type Translate = (key: string, options: Record<string, unknown>) => string;

/** A payment's reference as the agent reads it: "Contract 3 · 28 Nov 2026, 01:10–01:15", or the reference itself. */
export function referenceLabel(reference: string, language: string, t: Translate): string {
  const settlement = settlementOfReference(reference);
  if (!settlement) return reference;
  const period = formatSettlementPeriod(settlement.period.start, settlement.period.end, language);
  return t('agentCentre.settlements.reference', { id: settlement.contractId, period });
}
