/** Snapshot → what the redeem dialog shows: its step, the refusal, the redemption in process. */
import type { SnapshotFrom } from 'xstate';
import type { Redemption } from '../../services/schemas/points';
import type { pointRedemptionMachine, RedemptionChoice } from './point-redemption.machine';

export type PointRedemptionSnapshot = SnapshotFrom<typeof pointRedemptionMachine>;
export type PointRedemptionStep = 'choosing' | 'password' | 'submitting' | 'inProcess' | 'refused' | 'failed';

export interface PointRedemptionView {
  step: PointRedemptionStep;
  busy: boolean;
  choice: RedemptionChoice | null;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
  redemption: Redemption | null;
  canRetry: boolean;
}

export function selectPointRedemption(snapshot: PointRedemptionSnapshot): PointRedemptionView {
  const busy = snapshot.hasTag('busy');
  const step = (busy ? 'submitting' : snapshot.value) as PointRedemptionStep;
  const answer = snapshot.context.answer as { redemption?: Redemption } | null;
  return {
    step,
    busy,
    choice: snapshot.context.choice,
    errorCode: step === 'refused' || step === 'failed' ? snapshot.context.errorCode : null,
    fieldErrors: step === 'refused' ? snapshot.context.fieldErrors : null,
    redemption: step === 'inProcess' ? (answer?.redemption ?? null) : null,
    canRetry: snapshot.can({ type: 'redemption.retry' }),
  };
}
