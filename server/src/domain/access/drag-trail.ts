/**
 * Is a slide drag plausibly human? Scripts tend to send too few points, jump
 * instantly, or move in a perfect straight line at a constant speed.
 */
export interface TrailPoint {
  x: number;
  y: number;
  t: number;
}

export const minTrailPoints = 5;
export const minTrailDurationMs = 150;

export function isPlausibleTrail(trail: readonly TrailPoint[], finalX: number, tolerance: number): boolean {
  if (trail.length < minTrailPoints) return false;
  for (let i = 1; i < trail.length; i++) if (trail[i].t < trail[i - 1].t) return false;
  const first = trail[0];
  const last = trail[trail.length - 1];
  if (last.t - first.t < minTrailDurationMs) return false;
  if (Math.abs(last.x - finalX) > tolerance) return false;
  return !isPerfectlyLinear(trail);
}

/** All points on one straight line and evenly spaced in time: a lerp, not a hand. */
function isPerfectlyLinear(trail: readonly TrailPoint[]): boolean {
  const first = trail[0];
  const last = trail[trail.length - 1];
  const dx = last.x - first.x;
  const dy = last.y - first.y;
  const length = Math.hypot(dx, dy);
  const duration = last.t - first.t;
  if (length === 0) return true;
  return trail.every((p) => {
    const offLine = Math.abs(dy * (p.x - first.x) - dx * (p.y - first.y)) / length;
    const along = ((p.x - first.x) * dx + (p.y - first.y) * dy) / length;
    const expectedAlong = duration === 0 ? 0 : (length * (p.t - first.t)) / duration;
    return offLine < 0.5 && Math.abs(along - expectedAlong) < 0.5;
  });
}
