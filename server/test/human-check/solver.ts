/**
 * The adversaries: the few lines of script an attacker writes against a
 * slide puzzle, through the real challenge and verify calls. Each decodes
 * the pictures exactly as served and picks a place: the darkest stretch of
 * columns on the piece's rows (a darkened hole is the darkest thing there,
 * or was), or the best template match (template-matcher.ts). Then it moves
 * the piece there: in a straight line at constant speed, by arrow keys at an
 * even beat, or like a hand (minimum-jerk easing, pointer-event sampling,
 * a wobble, an overshoot and its correction), which the trail's judge lets
 * through, so only the picture stands in its way.
 */
import type { HumanCheckChallenge } from '../../../src/services/schemas/account';
import type { TestGateway } from '../harness';
import { readPng } from '../access/png-reader';
import { send, solveProof } from '../access/support';
import type { TrailPoint } from './person';

export interface Identity {
  device: string;
  /** The attacker's address as the gateway sees it behind a proxy. */
  ip: string;
}

export interface Attempt {
  challengeId: string;
  guessX: number;
  passed: boolean;
  errorCode: string | null;
}

const identityHeaders = (identity: Identity) => ({ device: identity.device, headers: { 'X-Forwarded-For': identity.ip } });

/** Left edge of the darkest piece-wide stretch of columns within the rows the piece slides along. */
export function darkestColumnGuess(challenge: HumanCheckChallenge): number {
  const image = readPng(challenge.background);
  const rows = { from: challenge.y, to: Math.min(image.height, challenge.y + challenge.pieceSize) };
  const darkness = Array.from({ length: image.width }, (_, x) => {
    let sum = 0;
    for (let y = rows.from; y < rows.to; y++) {
      const i = (y * image.width + x) * 4;
      sum += image.pixels[i] + image.pixels[i + 1] + image.pixels[i + 2];
    }
    return sum / (rows.to - rows.from);
  });
  // The hole's body spans the middle of the piece's square; a window a little narrower than the piece finds it.
  const inset = Math.round(challenge.pieceSize * 0.15);
  const span = challenge.pieceSize - 2 * inset;
  let best = { x: 0, sum: Infinity };
  for (let x = challenge.pieceSize; x <= image.width - challenge.pieceSize; x++) {
    let sum = 0;
    for (let c = x + inset; c < x + inset + span; c++) sum += darkness[c];
    if (sum < best.sum) best = { x, sum };
  }
  return best.x;
}

/** A scripted drag: evenly spaced points on a straight line, evenly spaced in time. */
export function linearTrail(toX: number, y = 0, points = 20, durationMs = 400): { x: number; y: number; t: number }[] {
  return Array.from({ length: points }, (_, i) => ({ x: Math.round((toX * i) / (points - 1)), y, t: Math.round((durationMs * i) / (points - 1)) }));
}

/**
 * The same script for the keyboard: Shift+Right until within ten pixels,
 * then Right, every press at the same beat, and Enter on the next beat.
 */
export function keyPresserTrail(toX: number, beatMs = 40): { x: number; y: number; t: number }[] {
  const points = [{ x: 0, y: 0, t: 0 }];
  let x = 0;
  let t = 0;
  while (x !== toX) {
    x += toX - x >= 10 ? 10 : 1;
    points.push({ x, y: 0, t });
    t += beatMs;
  }
  points.push({ x, y: 0, t });
  return points;
}

/**
 * A drag made to pass for a hand's: minimum-jerk easing (the profile of a
 * person's reach) over 600–1,200 ms, a sample every 12–22 ms, 1–3 px of
 * vertical wobble, and a 2–6 px overshoot settled back in the last fifth.
 */
export function handLikeTrail(toX: number, random: () => number = Math.random): TrailPoint[] {
  const durationMs = 600 + random() * 600;
  const reachMs = durationMs * 0.8;
  const overshoot = 2 + random() * 4;
  const wobble = 1 + random() * 2;
  const phase = random() * Math.PI * 2;
  const minimumJerk = (s: number) => s ** 3 * (10 - 15 * s + 6 * s * s);
  const xAt = (t: number) =>
    t <= reachMs ? (toX + overshoot) * minimumJerk(t / reachMs) : toX + overshoot * (1 - minimumJerk((t - reachMs) / (durationMs - reachMs)));
  const points: TrailPoint[] = [{ x: 0, y: 0, t: 0 }];
  for (let t = 0; t < durationMs; ) {
    t = Math.min(durationMs, t + 12 + random() * 10);
    points.push({ x: Math.round(xAt(t) * 10) / 10, y: Math.round(wobble * Math.sin((t / durationMs) * Math.PI * 3 + phase)), t: Math.round(t) });
  }
  return points;
}

/** How a script plays: where it aims, how it moves the piece there, and whether the portal would call that a drag or keys. */
export interface Strategy {
  guess(challenge: HumanCheckChallenge): number;
  trail(toX: number): TrailPoint[];
  gesture: 'drag' | 'keys';
}

/** One attempt of a script: a challenge, its guess, and the verify call with the trail and the proof of work. */
export async function attack(gateway: TestGateway, identity: Identity, strategy: Strategy): Promise<Attempt> {
  const issued = await send<HumanCheckChallenge>(gateway, 'humanCheckChallenge', identityHeaders(identity));
  if (!issued.body.success) return { challengeId: '', guessX: -1, passed: false, errorCode: issued.body.errorCode };
  const challenge = issued.body.value;
  const guessX = strategy.guess(challenge);
  const answer = await send<{ token: string }>(gateway, 'humanCheckVerify', {
    ...identityHeaders(identity),
    data: { id: challenge.id, x: guessX, trail: strategy.trail(guessX), gesture: strategy.gesture, action: 'login', proofOfWork: await solveProof(challenge) },
  });
  return { challengeId: challenge.id, guessX, passed: answer.body.success, errorCode: answer.body.errorCode };
}
