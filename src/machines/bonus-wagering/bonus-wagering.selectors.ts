/** Snapshot → what the bonus-wagering panel shows: the split of the wallet, the requirements, the forfeit dialog's step. */
import type { SnapshotFrom } from 'xstate';
import type { BonusRequirement, ForfeitBonusAnswer } from '../../services/schemas/wagering';
import type { bonusWageringMachine } from './bonus-wagering.machine';

export type BonusWageringSnapshot = SnapshotFrom<typeof bonusWageringMachine>;

/** idle: no dialog; confirming: asked, not sent; sending; refused; failed: the answer was lost (retry offered). */
export type ForfeitStep = 'idle' | 'confirming' | 'sending' | 'refused' | 'failed';

export interface BonusWageringView {
  /** loading: nothing answered yet; failed: the list could not be loaded; shown: a list is on screen (maybe reloading). */
  status: 'loading' | 'failed' | 'shown';
  reloading: boolean;
  balance: string | null;
  locked: string | null;
  withdrawable: string | null;
  open: BonusRequirement[];
  closed: BonusRequirement[];
  step: ForfeitStep;
  /** The requirement the forfeit dialog is about. */
  chosen: BonusRequirement | null;
  errorCode: string | null;
  outcome: ForfeitBonusAnswer | null;
}

const stepOf = (snapshot: BonusWageringSnapshot): ForfeitStep => {
  if (snapshot.matches('confirming')) return 'confirming';
  if (snapshot.hasTag('busy')) return 'sending';
  if (snapshot.matches('refused')) return 'refused';
  if (snapshot.matches('failed')) return 'failed';
  return 'idle';
};

export function selectBonusWagering(snapshot: BonusWageringSnapshot): BonusWageringView {
  const { requirements, chosenId, errorCode, outcome } = snapshot.context;
  const list = requirements?.list ?? [];
  const loading = snapshot.hasTag('loading');
  const step = stepOf(snapshot);
  return {
    status: requirements ? 'shown' : loading ? 'loading' : 'failed',
    reloading: loading && requirements !== null,
    balance: requirements?.balance ?? null,
    locked: requirements?.locked ?? null,
    withdrawable: requirements?.withdrawable ?? null,
    open: list.filter((requirement) => requirement.status === 'open'),
    closed: list.filter((requirement) => requirement.status !== 'open'),
    step,
    chosen: step === 'idle' ? null : (list.find((requirement) => requirement.id === chosenId) ?? null),
    errorCode: step === 'refused' || step === 'failed' || snapshot.matches('loadFailed') ? errorCode : null,
    outcome: step === 'idle' ? outcome : null,
  };
}

/** The view's answer-equality: rebuilt on every snapshot, redrawn only when it shows something else. */
export const sameBonusWagering = (a: BonusWageringView, b: BonusWageringView): boolean => JSON.stringify(a) === JSON.stringify(b);
