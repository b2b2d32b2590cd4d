/** Form snapshot → what a centre form shows: busy, the age (or other) prompt, success, refusal codes. */
import type { SnapshotFrom } from 'xstate';
import type { centreSubmitMachine } from './centre-submit.machine';

export type CentreSubmitSnapshot = SnapshotFrom<typeof centreSubmitMachine>;

export interface SubmitView {
  busy: boolean;
  /** The values wait for the member's confirmation. */
  confirming: boolean;
  succeeded: boolean;
  /** A refusal not tied to one field (or a network failure). */
  errorCode: string | null;
  /** Per-field refusal codes, shown under their fields. */
  fieldErrors: Record<string, string> | null;
}

const views = new WeakMap<CentreSubmitSnapshot, SubmitView>();

export function selectSubmit(snapshot: CentreSubmitSnapshot): SubmitView {
  let view = views.get(snapshot);
  if (!view) {
    const { errorCode, fieldErrors } = snapshot.context;
    view = {
      busy: snapshot.matches('submitting'),
      confirming: snapshot.matches('confirming'),
      succeeded: snapshot.matches('succeeded'),
      errorCode: fieldErrors ? null : errorCode,
      fieldErrors,
    };
    views.set(snapshot, view);
  }
  return view;
}
