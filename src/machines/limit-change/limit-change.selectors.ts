/** Snapshot → what the limits section shows: the limits by kind, the step of a change, and the refusal with its field codes. */
import type { SnapshotFrom } from 'xstate';
import { limitKinds, type LimitChangeOutcome, type LimitKind, type LimitState, type LimitTarget, type SetLimitInput } from '../../services/schemas/limits';
import type { limitChangeMachine } from './limit-change.machine';

export type LimitChangeSnapshot = SnapshotFrom<typeof limitChangeMachine>;

/** idle: nothing under way; reviewing: a raise or removal asked, not sent; sending: a call under way. */
export type LimitStep = 'idle' | 'reviewing' | 'sending';

export interface LimitChangeView {
  status: 'loading' | 'failed' | 'shown';
  reloading: boolean;
  /** Each kind with its three windows, in limitKinds order. */
  groups: { kind: LimitKind; limits: LimitState[] }[];
  /** The gateway's time of the last answer, for countdowns. */
  answeredAt: number | null;
  step: LimitStep;
  draft: SetLimitInput | null;
  /** The limit the last change, refusal or outcome is about. */
  target: LimitTarget | null;
  outcome: LimitChangeOutcome | null;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
}

const stepOf = (snapshot: LimitChangeSnapshot): LimitStep => {
  if (snapshot.matches('reviewing')) return 'reviewing';
  if (snapshot.hasTag('busy')) return 'sending';
  return 'idle';
};

export function selectLimitChange(snapshot: LimitChangeSnapshot): LimitChangeView {
  const { limits, draft, target, outcome, errorCode, fieldErrors } = snapshot.context;
  const loading = snapshot.hasTag('loading');
  return {
    status: limits ? 'shown' : loading ? 'loading' : 'failed',
    reloading: loading && limits !== null,
    groups: limitKinds.map((kind) => ({ kind, limits: limits?.limits.filter((limit) => limit.kind === kind) ?? [] })),
    answeredAt: limits?.now ?? null,
    step: stepOf(snapshot),
    draft,
    target,
    outcome,
    errorCode: loading ? null : errorCode,
    fieldErrors: loading ? null : fieldErrors,
  };
}

export const sameLimitChange = (a: LimitChangeView, b: LimitChangeView): boolean => JSON.stringify(a) === JSON.stringify(b);
