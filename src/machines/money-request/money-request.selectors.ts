/** Snapshot → what a money form shows: its phase, the refusal, the answer. */
import type { SnapshotFrom } from 'xstate';
import type { moneyRequestMachine } from './money-request.machine';

export type MoneyRequestSnapshot = SnapshotFrom<typeof moneyRequestMachine>;

export type MoneyRequestPhase = 'editing' | 'submitting' | 'done' | 'refused' | 'failed';

export interface MoneyRequestView<TAnswer = unknown> {
  phase: MoneyRequestPhase;
  busy: boolean;
  /** The refusal's or the failure's code; null otherwise. */
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
  /** Amounts a refusal names, for its text (decimal strings); absent reads as none. */
  errorAmounts?: Record<string, string> | null;
  /** The answer of the last request that went through (null before one did). */
  answer: TAnswer | null;
  canRetry: boolean;
}

export function selectMoneyRequest<TAnswer = unknown>(snapshot: MoneyRequestSnapshot): MoneyRequestView<TAnswer> {
  const busy = snapshot.hasTag('busy');
  const phase: MoneyRequestPhase = busy ? 'submitting' : (snapshot.value as Exclude<MoneyRequestPhase, 'submitting'>);
  return {
    phase,
    busy,
    errorCode: phase === 'refused' || phase === 'failed' ? snapshot.context.errorCode : null,
    fieldErrors: phase === 'refused' ? snapshot.context.fieldErrors : null,
    errorAmounts: phase === 'refused' ? snapshot.context.errorAmounts : null,
    answer: phase === 'done' ? ((snapshot.context.answer ?? null) as TAnswer | null) : null,
    canRetry: snapshot.can({ type: 'request.retry' }),
  };
}
