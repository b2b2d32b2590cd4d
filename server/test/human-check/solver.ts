/**
 * The adversary: the few lines of script an attacker writes against a slide
 * puzzle. It decodes the background exactly as served, scans the piece's row
 * band for the darkest stretch of columns (a darkened hole is the darkest
 * thing there, or was), and drags there in a straight line at constant speed
 * through the real verify call.
 */
import type { HumanCheckChallenge } from '../../../src/services/schemas/account';
import type { TestGateway } from '../harness';
import { readPng } from '../access/png-reader';
import { send } from '../access/support';

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

type Gesture = 'drag' | 'keys';

/** The script's answer: the darkest column, reached by a straight drag or by keys at an even beat. */
export async function attack(gateway: TestGateway, identity: Identity, gesture: Gesture = 'drag'): Promise<Attempt> {
  const issued = await send<HumanCheckChallenge>(gateway, 'humanCheckChallenge', identityHeaders(identity));
  if (!issued.body.success) return { challengeId: '', guessX: -1, passed: false, errorCode: issued.body.errorCode };
  const challenge = issued.body.value;
  const guessX = darkestColumnGuess(challenge);
  const trail = gesture === 'keys' ? keyPresserTrail(guessX) : linearTrail(guessX);
  const answer = await send<{ token: string }>(gateway, 'humanCheckVerify', {
    ...identityHeaders(identity),
    data: { id: challenge.id, x: guessX, trail, gesture, action: 'login' },
  });
  return { challengeId: challenge.id, guessX, passed: answer.body.success, errorCode: answer.body.errorCode };
}
