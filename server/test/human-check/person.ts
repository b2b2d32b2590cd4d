/**
 * The person the puzzle must keep letting through: someone who saw the hole
 * and drags the piece there by hand. The drag eases in and out, wobbles a
 * few pixels up and down, is sampled at the browser's pointer-event rhythm
 * with some jitter, and takes anywhere from 300 to 1,500 ms.
 */
export interface TrailPoint {
  x: number;
  y: number;
  t: number;
}

export function personTrail(toX: number, random: () => number = Math.random): TrailPoint[] {
  const durationMs = 300 + random() * 1200;
  const wobble = 1 + random() * 3;
  const phase = random() * Math.PI * 2;
  // A hand often overshoots a little and settles back.
  const overshoot = random() < 0.4 ? 2 + random() * 4 : 0;
  const points: TrailPoint[] = [{ x: 0, y: 0, t: 0 }];
  let t = 0;
  while (t < durationMs) {
    t = Math.min(durationMs, t + 12 + random() * 10);
    const progress = t / durationMs;
    const eased = progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
    const settle = overshoot * Math.sin(Math.PI * Math.min(1, progress * 1.15));
    points.push({ x: Math.round((toX * eased + settle) * 10) / 10, y: Math.round(Math.sin(progress * 5 + phase) * wobble), t: Math.round(t) });
  }
  points[points.length - 1].x = toX;
  return points;
}
