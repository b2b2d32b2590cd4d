/** Snapshot → what the conversion form shows: its step, the refusal, the converted amount. */
import type { SnapshotFrom } from 'xstate';
import type { pointConversionMachine } from './point-conversion.machine';

export type PointConversionSnapshot = SnapshotFrom<typeof pointConversionMachine>;
export type PointConversionStep = 'editing' | 'password' | 'submitting' | 'converted' | 'refused' | 'failed';

export interface PointConversionAnswer {
  points: number;
  amount: string;
  pointBalance: number;
  balance: string;
}

export interface PointConversionView {
  step: PointConversionStep;
  busy: boolean;
  points: number | null;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
  answer: PointConversionAnswer | null;
  canRetry: boolean;
}

export function selectPointConversion(snapshot: PointConversionSnapshot): PointConversionView {
  const busy = snapshot.hasTag('busy');
  const step = (busy ? 'submitting' : snapshot.value) as PointConversionStep;
  return {
    step,
    busy,
    points: snapshot.context.points,
    errorCode: step === 'refused' || step === 'failed' ? snapshot.context.errorCode : null,
    fieldErrors: step === 'refused' ? snapshot.context.fieldErrors : null,
    answer: step === 'converted' ? (snapshot.context.answer as PointConversionAnswer) : null,
    canRetry: snapshot.can({ type: 'conversion.retry' }),
  };
}
