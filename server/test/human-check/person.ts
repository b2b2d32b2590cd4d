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

/** A key press as the browser times it, in ms since the page loaded. */
const press = (x: number, t: number): TrailPoint => ({ x, y: 0, t: Math.round(t) });

/**
 * The same person without a mouse: they move the piece with the arrow keys
 * in one of three ways people do — tapping Shift+Right then Right, holding
 * Right down (the key waits before it repeats, then repeats at the
 * keyboard's steady rate, and the finger lifts a little late), or End and
 * back with Shift+Left — correct a pixel or two, look, and press Enter. The
 * trail starts where the keys began and ends at the Enter, like the portal's.
 */
export function keyboardPersonTrail(toX: number, maxX = 250, random: () => number = Math.random): TrailPoint[] {
  const between = (low: number, high: number) => low + random() * (high - low);
  let t = between(2_000, 20_000);
  let x = 0;
  const points: TrailPoint[] = [press(0, t)];
  const step = (by: number, gap: number) => {
    const next = Math.min(maxX, Math.max(0, x + by));
    if (next === x) return;
    x = next;
    points.push(press(x, t));
    t += gap;
  };
  const way = random();
  if (way < 0.4) {
    while (toX - x >= 10) step(10, between(110, 380));
  } else if (way < 0.75) {
    const repeatEvery = between(30, 36);
    step(1, between(350, 650));
    const lateBy = Math.round(between(0, 6));
    while (x < Math.min(maxX, toX + lateBy)) step(1, repeatEvery);
    t += between(150, 400);
  } else {
    step(maxX, between(250, 700));
    while (x - toX >= 10) step(-10, between(110, 380));
  }
  // The last pixels one at a time, now and then one too far and back.
  if (random() < 0.3 && x < maxX) step(1, between(130, 420));
  while (x !== toX) step(Math.sign(toX - x), between(130, 420));
  // The gap after the last move is the look before Enter.
  t += between(200, 900);
  points.push(press(toX, t));
  return points;
}
