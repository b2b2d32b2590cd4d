/**
 * Pure rules of the contract flows. Machines import values only from xstate
 * and pure files like this one, so the gateway's codes they branch on are
 * repeated here (src/services/error-codes.ts holds the same texts).
 */
import type { Contract, ContractKind } from '../../services/schemas/contracts';

/** The refusal of an accept whose rate is below that of one of the downline's own downline contracts. */
export const higherRateCode = 'higher_rate';

/** Failures after which an offer may have been stored: sent again with the same request id. */
export const uncertainCodes: readonly string[] = ['network.abnormal', 'timeout_retry_please'];

/** A contract of the caller's own downline that accepting ends (the higher_rate warning lists these). */
export interface EndedContract {
  id: number;
  downline: string;
  rate: string;
}

export type ContractRole = Contract['role'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isEnded = (value: unknown): value is EndedContract =>
  isRecord(value) && typeof value.id === 'number' && typeof value.downline === 'string' && typeof value.rate === 'string';

/** The contracts a higher_rate refusal names (`value.contracts` of the envelope); none when it names none. */
export function higherRateContractsOf(error: unknown): EndedContract[] {
  const value = isRecord(error) ? error.value : null;
  const contracts = isRecord(value) ? value.contracts : null;
  return Array.isArray(contracts) ? contracts.filter(isEnded) : [];
}

/** What the upline proposes: the kind and its terms as the form typed them. */
export interface OfferProposal {
  kind: ContractKind;
  terms: Record<string, string | number>;
}
