/** Offer snapshot → what the offer form shows: busy, the refusal and its field codes, a lost answer, the offered contract. */
import type { SnapshotFrom } from 'xstate';
import type { Contract, ContractKind } from '../../services/schemas/contracts';
import type { contractOfferMachine } from './contract-offer.machine';

export type ContractOfferSnapshot = SnapshotFrom<typeof contractOfferMachine>;

export type OfferPhase = 'editing' | 'sending' | 'refused' | 'failed' | 'offered' | 'cancelled';

export interface OfferView {
  phase: OfferPhase;
  busy: boolean;
  /** Fixed when answering a request. */
  kind: ContractKind | null;
  answeringRequest: boolean;
  /** A refusal not tied to one field, or the lost answer's code. */
  errorCode: string | null;
  /** Per-term codes of a refusal, keyed by term name. */
  fieldErrors: Record<string, string> | null;
  canRetry: boolean;
  contract: Contract | null;
}

/** The gateway may name a term as `terms.rate` or `rate`: the form knows it as `rate`. */
const termFields = (fields: Record<string, string> | null) =>
  fields ? Object.fromEntries(Object.entries(fields).map(([name, code]) => [name.replace(/^terms\./, ''), code])) : null;

const views = new WeakMap<ContractOfferSnapshot, OfferView>();

export function selectOffer(snapshot: ContractOfferSnapshot): OfferView {
  let view = views.get(snapshot);
  if (view) return view;
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const fieldErrors = snapshot.matches('refused') ? termFields(context.fieldErrors) : null;
  view = {
    phase: busy ? 'sending' : (snapshot.value as Exclude<OfferPhase, 'sending'>),
    busy,
    kind: context.kind,
    answeringRequest: context.contractId !== null,
    errorCode: snapshot.matches('refused') || snapshot.matches('failed') ? context.errorCode : null,
    fieldErrors,
    canRetry: snapshot.can({ type: 'offer.retry' }),
    contract: context.contract,
  };
  views.set(snapshot, view);
  return view;
}
