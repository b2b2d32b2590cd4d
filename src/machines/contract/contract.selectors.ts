/** Contract snapshot → what one contract's card shows: its phase, the buttons the state allows, the warning, the failure. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Contract } from '../../services/schemas/contracts';
import type { contractOfferMachine } from './contract-offer.machine';
import type { EndedContract } from './contract-rules';
import type { contractMachine } from './contract.machine';

export type ContractSnapshot = SnapshotFrom<typeof contractMachine>;

export type ContractPhase =
  | 'routing'
  | 'waitingForUpline'
  | 'answeringRequest'
  | 'composingOffer'
  | 'deciding'
  | 'awaitingAnswer'
  | 'accepting'
  | 'higherRateWarning'
  | 'rejecting'
  | 'withdrawing'
  | 'active'
  | 'requestingTermination'
  | 'awaitingOther'
  | 'answeringTermination'
  | 'confirmingTermination'
  | 'keeping'
  | 'failed'
  | 'terminated'
  | 'rejected';

const nested: Record<string, ContractPhase> = {
  'requested.waiting': 'waitingForUpline',
  'requested.answering': 'answeringRequest',
  'requested.composingOffer': 'composingOffer',
  'offered.deciding': 'deciding',
  'offered.awaitingAnswer': 'awaitingAnswer',
  'terminationRequested.awaitingOther': 'awaitingOther',
  'terminationRequested.answering': 'answeringTermination',
};

/** The buttons a contract offers, each true only when its state takes the event. */
export interface ContractActions {
  accept: boolean;
  reject: boolean;
  withdraw: boolean;
  terminate: boolean;
  answer: boolean;
  confirmHigherRate: boolean;
  cancelHigherRate: boolean;
  confirmTermination: boolean;
  keep: boolean;
  dismiss: boolean;
}

export interface ContractView {
  contract: Contract;
  phase: ContractPhase;
  busy: boolean;
  actions: ContractActions;
  /** The higher_rate warning: the caller's downline contracts that accepting ends. */
  higherRate: EndedContract[];
  /** Downline contracts the accept ended. */
  ended: EndedContract[];
  /** Translate as an error code; set in `failed` only. */
  errorCode: string | null;
}

export function phaseOf(snapshot: ContractSnapshot): ContractPhase {
  const value = snapshot.value as string | Record<string, string>;
  if (typeof value === 'string') return value as ContractPhase;
  const [parent, child] = Object.entries(value)[0];
  return nested[`${parent}.${child}`] ?? 'routing';
}

const views = new WeakMap<ContractSnapshot, ContractView>();

export function selectContract(snapshot: ContractSnapshot): ContractView {
  let view = views.get(snapshot);
  if (view) return view;
  const { context } = snapshot;
  const can = (type: string) => snapshot.can({ type } as never);
  view = {
    contract: context.contract,
    phase: phaseOf(snapshot),
    busy: snapshot.hasTag('busy'),
    actions: {
      accept: can('contract.accept'),
      reject: can('contract.reject'),
      withdraw: can('contract.withdraw'),
      terminate: can('contract.terminate'),
      answer: can('request.answer'),
      confirmHigherRate: can('higherRate.confirm'),
      cancelHigherRate: can('higherRate.cancel'),
      confirmTermination: can('termination.confirm'),
      keep: can('termination.keep'),
      dismiss: can('failure.dismiss'),
    },
    higherRate: context.higherRate,
    ended: context.ended,
    errorCode: snapshot.matches('failed') ? context.errorCode : null,
  };
  views.set(snapshot, view);
  return view;
}

export type ContractOfferRef = ActorRefFrom<typeof contractOfferMachine>;

/** The offer form's actor while the upline answers a request. */
export const selectOfferChild = (snapshot: ContractSnapshot): ContractOfferRef | null =>
  (snapshot.children as { composeOffer?: ContractOfferRef }).composeOffer ?? null;
