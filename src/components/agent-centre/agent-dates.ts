/**
 * Dates of the agent reports in the agent's language. Settlement periods
 * read through ../member-centre/records/settlement-labels.ts, which the
 * member centre's records share.
 */
import { intlLocaleOf } from '../member-centre/records/intl-dates';

/** The day of a moment, without its time (when a downline registered). */
export const formatDate = (epochMs: number, language: string): string => new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium' }).format(new Date(epochMs));
