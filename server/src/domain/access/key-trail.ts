/**
 * Is a slide moved by the keyboard plausibly a person's? Someone who cannot
 * or will not drag moves the piece with the arrow keys (one pixel, ten with
 * Shift or Page keys, Home and End to the ends) and confirms with Enter. The
 * trail is one point where the keys began, one per key press that moved the
 * piece, and one at the confirmation.
 *
 * Such a trail has no wobble and no eased speed to judge, so the judgement
 * looks at what a keyboard does give: every step is a step a key makes, the
 * rhythm is a person's (a held key's first repeat waits, taps are uneven,
 * nobody presses thirty keys at a metronome's beat) and the confirmation
 * comes after a look at the picture, not in the same breath as the last move.
 */
import { slideKeySteps } from '../../../../src/services/schemas/account';
import { spanVerdict, type TrailPoint, type TrailSpan } from './drag-trail';

export const minKeyTrailPoints = 3;
export const minKeyTrailDurationMs = 400;
/** Slower than a drag: a person may tap and look, tap and look. Still well inside the challenge's life. */
export const maxKeyTrailDurationMs = 90_000;
/** The steps the portal's keys make (one table for both sides). */
const keySteps: readonly number[] = Object.values(slideKeySteps);
/** A person looks at the picture before confirming; a script confirms in the same breath as its last move. */
export const minConfirmPauseMs = 120;
/**
 * The spread of the gaps between moving presses (standard deviation over
 * mean) below which they are a metronome: a script's timer beat, even with a
 * timer's few milliseconds of jitter. Kept low so that a steady human tapper
 * is not taken for one (a held key's first repeat alone lifts a trail far
 * above it); the picture, not the rhythm, is what beats a script.
 */
export const minRhythmVariation = 0.05;
/** Three or four even gaps happen by chance to a person; a rhythm is judged from this many on. */
export const minJudgedGaps = 6;

const keySpan: TrailSpan = { minPoints: minKeyTrailPoints, minDurationMs: minKeyTrailDurationMs, maxDurationMs: maxKeyTrailDurationMs };

export type KeyTrailVerdict = 'plausible' | 'tooFewPoints' | 'timeReversed' | 'badDuration' | 'wrongStart' | 'wrongEnd' | 'notAKeyStep' | 'hastyConfirm' | 'metronome';

/**
 * `maxX` is the piece's right-most place (Home and End land on 0 and there);
 * `finalX` the answer sent beside the trail.
 */
export function judgeKeyTrail(trail: readonly TrailPoint[], finalX: number, maxX: number): KeyTrailVerdict {
  const spanned = spanVerdict(trail, keySpan);
  if (spanned) return spanned;
  const first = trail[0];
  const confirm = trail[trail.length - 1];
  if (first.x !== 0) return 'wrongStart';
  if (confirm.x !== finalX) return 'wrongEnd';
  const moves = trail.slice(1, -1);
  const lastMove = moves[moves.length - 1];
  // The confirmation is a key press too, but one that does not move the piece.
  if (lastMove.x !== confirm.x) return 'wrongEnd';
  let from = first.x;
  for (const point of moves) {
    if (!isKeyStep(from, point.x, maxX)) return 'notAKeyStep';
    from = point.x;
  }
  if (confirm.t - lastMove.t < minConfirmPauseMs) return 'hastyConfirm';
  // The rhythm of the moves alone: a pause before Enter does not make an even beat human.
  const gaps = moves.slice(1).map((point, i) => point.t - moves[i].t);
  if (gaps.length >= minJudgedGaps && variation(gaps) < minRhythmVariation) return 'metronome';
  return 'plausible';
}

/** A move one key press makes: an arrow's or a Page key's step, or Home/End (or a step cut short) landing on an end. */
function isKeyStep(from: number, to: number, maxX: number): boolean {
  if (!Number.isInteger(to) || to === from) return false;
  if (to === 0 || to === maxX) return true;
  return keySteps.includes(Math.abs(to - from));
}

/** Coefficient of variation. */
function variation(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}
