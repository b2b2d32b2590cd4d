/**
 * Settlement periods as people read them, in the member centre's records
 * and the agent centre's reports alike. The gateway names a period with a
 * key ('R:2026-11-28T01:10', 'D:2026-11-24') and a salary or dividend
 * payment with the ledger reference 'C3 R:2026-11-28T01:10' (contract 3,
 * that period); both are for machines, so the views turn them into dates in
 * the reader's language. Periods are cut in UTC (the brand's time zone), as
 * the key says, and shown in UTC too: in another zone a daily period would
 * read as two half days. Anything that is not a key is shown as it came.
 */
import { intlLocaleOf } from './intl-dates';

export interface KeyedPeriod {
  start: number;
  end: number;
}

const minute = 60_000;
const day = 24 * 60 * minute;

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
      return { start, end: start + day };
    case 'W':
      return { start, end: start + 7 * day };
    case 'S':
      return { start, end: Number(date) === 1 ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1) };
    default:
      return { start, end: Date.UTC(y, m + 1, 1) };
  }
}

/**
 * A period as a time range within one day for the hourly and five-minute
 * salaries ("24 Nov 2026, 13:00 – 14:00"), and as a day or a range of days
 * for daily wages and dividends; periods end exclusively, so the last day
 * shown is the one before the end.
 */
export function formatSettlementPeriod(start: number, end: number, language: string): string {
  const locale = intlLocaleOf(language);
  if (end - start < day) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }).formatRange(new Date(start), new Date(end));
  }
  const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return end - start === day ? days.format(new Date(start)) : days.formatRange(new Date(start), new Date(end - 1));
}

/** 'C3 R:2026-11-28T01:10' → contract 3 and its period; null for references of other payments. */
export function settlementOfReference(reference: string): { contractId: number; period: KeyedPeriod } | null {
  const match = /^C(\d+) (\S+)$/.exec(reference);
  const period = match ? periodOfKey(match[2]) : null;
  return match && period ? { contractId: Number(match[1]), period } : null;
}

type Translate = (key: string, options: Record<string, unknown>) => string;

/** A ledger reference as a person reads it: "Contract 3 · 28 Nov 2026, 01:10–01:15" for a settlement payment, any other as it is. */
export function referenceLabel(reference: string, language: string, t: Translate): string {
  const settlement = settlementOfReference(reference);
  if (!settlement) return reference;
  const period = formatSettlementPeriod(settlement.period.start, settlement.period.end, language);
  return t('memberCentre.records.settlementReference', { id: settlement.contractId, period });
}
