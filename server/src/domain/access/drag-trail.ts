/**
 * Is a slide drag plausibly human? Scripts tend to send too few points, jump
 * instantly, start somewhere the piece never was, or move in a straight line
 * at a constant speed. A hand speeds up and slows down, drifts a pixel or
 * more up or down, and takes a fraction of a second to a few seconds.
 */
export interface TrailPoint {
  x: number;
  y: number;
  t: number;
}

export const minTrailPoints = 8;
export const minTrailDurationMs = 250;
export const maxTrailDurationMs = 30_000;
/** The spread of segment speeds (standard deviation over mean) below which the drag is a metronome. */
export const minSpeedVariation = 0.25;
/** How far up or down the pointer must drift at least once, in pixels. */
export const minVerticalDrift = 1;

export type TrailVerdict = 'plausible' | 'tooFewPoints' | 'timeReversed' | 'badDuration' | 'wrongStart' | 'wrongEnd' | 'constantSpeed' | 'noDrift';

export interface TrailSpan {
  minPoints: number;
  minDurationMs: number;
  maxDurationMs: number;
}

/** What every trail, dragged or keyed, must be first: enough points, time running forwards, a person's span of time. */
export function spanVerdict(trail: readonly TrailPoint[], span: TrailSpan): 'tooFewPoints' | 'timeReversed' | 'badDuration' | null {
  if (trail.length < span.minPoints) return 'tooFewPoints';
  for (let i = 1; i < trail.length; i++) if (trail[i].t < trail[i - 1].t) return 'timeReversed';
  const duration = trail[trail.length - 1].t - trail[0].t;
  if (duration < span.minDurationMs || duration > span.maxDurationMs) return 'badDuration';
  return null;
}

const dragSpan: TrailSpan = { minPoints: minTrailPoints, minDurationMs: minTrailDurationMs, maxDurationMs: maxTrailDurationMs };

export function judgeTrail(trail: readonly TrailPoint[], finalX: number, tolerance: number): TrailVerdict {
  const spanned = spanVerdict(trail, dragSpan);
  if (spanned) return spanned;
  const first = trail[0];
  const last = trail[trail.length - 1];
  // The piece starts at the left edge; a drag that begins elsewhere was never a drag of this piece.
  if (Math.abs(first.x) > tolerance) return 'wrongStart';
  if (Math.abs(last.x - finalX) > tolerance) return 'wrongEnd';
  if (speedVariation(trail) < minSpeedVariation) return 'constantSpeed';
  const ys = trail.map((p) => p.y);
  if (Math.max(...ys) - Math.min(...ys) < minVerticalDrift) return 'noDrift';
  return 'plausible';
}

export const isPlausibleTrail = (trail: readonly TrailPoint[], finalX: number, tolerance: number): boolean => judgeTrail(trail, finalX, tolerance) === 'plausible';

/** Coefficient of variation of the horizontal speed between samples taken at different times. */
function speedVariation(trail: readonly TrailPoint[]): number {
  const speeds: number[] = [];
  for (let i = 1; i < trail.length; i++) {
    const dt = trail[i].t - trail[i - 1].t;
    if (dt > 0) speeds.push(Math.abs(trail[i].x - trail[i - 1].x) / dt);
  }
  if (speeds.length < 2) return 0;
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  if (mean === 0) return 0;
  const variance = speeds.reduce((a, b) => a + (b - mean) ** 2, 0) / speeds.length;
  return Math.sqrt(variance) / mean;
}
