/** Speed-test snapshot → what the modal shows. */
import type { SnapshotFrom } from 'xstate';
import type { speedTestMachine } from './speed-test.machine';
import { classifySpeed, failureSpeed, type SpeedType } from './speed-score';

export interface SpeedEntryView {
  domainName: string;
  speed: number;
  failed: boolean;
  type: SpeedType;
  /** Bar width, 0..1. */
  bar: number;
  /** Bar width in percent, for the label. */
  percentage: number;
  /** i18n key of the type label (fast, normal, slow, or failed). */
  typeKey: string;
  /** i18n key of the one-line description. */
  descriptionKey: string;
}

type EntryKind = SpeedType | 'failed';

const entryKeys: Record<EntryKind, { typeKey: string; descriptionKey: string }> = {
  fast: { typeKey: 'speedTest.type.fast', descriptionKey: 'speedTest.description.fast' },
  normal: { typeKey: 'speedTest.type.normal', descriptionKey: 'speedTest.description.normal' },
  slow: { typeKey: 'speedTest.type.slow', descriptionKey: 'speedTest.description.slow' },
  failed: { typeKey: 'speedTest.type.failed', descriptionKey: 'speedTest.description.failed' },
};

export type SpeedTestPhase = 'loading' | 'measuring' | 'done' | 'failed';

export interface SpeedTestView {
  phase: SpeedTestPhase;
  busy: boolean;
  entries: SpeedEntryView[];
  /** Domains still to measure, the one being measured first. */
  pending: string[];
  measured: number;
  total: number;
  errorCode: string | null;
  canRetest: boolean;
}

type SpeedTestSnapshot = SnapshotFrom<typeof speedTestMachine>;

function phaseOf(snapshot: SpeedTestSnapshot): SpeedTestPhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('measuring')) return 'measuring';
  if (snapshot.matches('failed')) return 'failed';
  return 'done';
}

export function toSpeedEntry(domainName: string, measuredSpeed: number | null): SpeedEntryView {
  const failed = measuredSpeed === null;
  const speed = measuredSpeed ?? failureSpeed;
  const { type, bar } = classifySpeed(speed);
  return {
    domainName,
    speed,
    failed,
    type,
    bar,
    percentage: Math.round(bar * 100),
    ...entryKeys[failed ? 'failed' : type],
  };
}

let lastSnapshot: SpeedTestSnapshot | null = null;
let lastView: SpeedTestView | null = null;

/** Memoised on the snapshot object, so useSelector re-renders only on a new snapshot. */
export function selectSpeedTestView(snapshot: SpeedTestSnapshot): SpeedTestView {
  if (snapshot === lastSnapshot && lastView) return lastView;
  const { context } = snapshot;
  const view: SpeedTestView = {
    phase: phaseOf(snapshot),
    busy: snapshot.hasTag('busy'),
    entries: context.results.map((result) => toSpeedEntry(result.domainName, result.speed)),
    pending: snapshot.matches('measuring') ? context.domains.slice(context.results.length) : [],
    measured: context.results.length,
    total: context.domains.length,
    errorCode: context.errorCode,
    canRetest: snapshot.can({ type: 'speedTest.retest' }),
  };
  lastSnapshot = snapshot;
  lastView = view;
  return view;
}
