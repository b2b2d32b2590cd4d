/** Snapshot → what the reward centre shows of an application: whether the form is open, its phase and codes. */
import type { SnapshotFrom } from 'xstate';
import type { activityApplicationMachine } from './activity-application.machine';
import type { AppliedActivity, PickedImage } from './activity-application-types';

export type ActivityApplicationSnapshot = SnapshotFrom<typeof activityApplicationMachine>;

export interface ActivityApplicationView<TAnswer = unknown> {
  /** The activity whose form is open; null when the grid shows alone. */
  open: AppliedActivity | null;
  checking: boolean;
  busy: boolean;
  comment: string;
  images: readonly PickedImage[];
  fieldErrors: Record<string, string> | null;
  /** The code of a refusal without field codes, or of a lost answer. */
  errorCode: string | null;
  canRetry: boolean;
  /** The answer of an application just taken (null otherwise). */
  applied: TAnswer | null;
}

export function selectActivityApplication<TAnswer = unknown>(snapshot: ActivityApplicationSnapshot): ActivityApplicationView<TAnswer> {
  const { context } = snapshot;
  const formOpen = !snapshot.matches('closed') && !snapshot.matches('applied');
  return {
    open: formOpen ? context.activity : null,
    checking: snapshot.hasTag('checking'),
    busy: snapshot.hasTag('busy'),
    comment: context.comment,
    images: context.images,
    fieldErrors: context.fieldErrors,
    errorCode: snapshot.matches('refused') || snapshot.matches('failed') ? context.errorCode : null,
    canRetry: snapshot.can({ type: 'application.retry' }),
    applied: snapshot.matches('applied') ? ((context.answer ?? null) as TAnswer | null) : null,
  };
}
