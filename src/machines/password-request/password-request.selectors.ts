/** Snapshot → what a password-checked form shows: its step, the choice, the refusal, the answer. */
import type { SnapshotFrom } from 'xstate';
import type { passwordRequestMachine, RequestChoice } from './password-request.machine';

export type PasswordRequestSnapshot = SnapshotFrom<typeof passwordRequestMachine>;
export type PasswordRequestStep = 'choosing' | 'password' | 'submitting' | 'answered' | 'refused' | 'failed';

export interface PasswordRequestView<TAnswer = unknown> {
  step: PasswordRequestStep;
  busy: boolean;
  choice: RequestChoice | null;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
  /** The gateway's answer, once answered. */
  answer: TAnswer | null;
  canRetry: boolean;
}

const views = new WeakMap<PasswordRequestSnapshot, PasswordRequestView>();

/** Memoised on the snapshot, so useSelector re-renders only on a new one. The answer's type is the caller's call. */
export function selectPasswordRequest<TAnswer>(snapshot: PasswordRequestSnapshot): PasswordRequestView<TAnswer> {
  let view = views.get(snapshot);
  if (!view) {
    const busy = snapshot.hasTag('busy');
    const step = (busy ? 'submitting' : snapshot.value) as PasswordRequestStep;
    view = {
      step,
      busy,
      choice: snapshot.context.choice,
      // While choosing, only the early refusal of a choice beyond the member's points is kept.
      errorCode: step === 'refused' || step === 'failed' || step === 'choosing' ? snapshot.context.errorCode : null,
      fieldErrors: step === 'refused' || step === 'choosing' ? snapshot.context.fieldErrors : null,
      answer: step === 'answered' ? snapshot.context.answer : null,
      canRetry: snapshot.can({ type: 'request.retry' }),
    };
    views.set(snapshot, view);
  }
  return view as PasswordRequestView<TAnswer>;
}
