/**
 * How the speed test turns a measured round trip into the number it reports
 * (spec §7). The reported speed is deliberately fuzzed inside a bucket, as the
 * original portal did, so the randomness is injected to keep this testable.
 */

/** Reported speed of a domain whose ping failed. */
export const failureSpeed = 9999;

export type SpeedType = 'fast' | 'normal' | 'slow';

interface SpeedBucket {
  /** Smallest elapsed time (ms) that falls in this bucket. */
  fromElapsed: number;
  min: number;
  max: number;
}

/** Slowest first: the first bucket whose lower bound the elapsed time reaches wins. */
export const speedBuckets: readonly SpeedBucket[] = [
  { fromElapsed: 400, min: 100, max: 150 },
  { fromElapsed: 200, min: 60, max: 100 },
  { fromElapsed: 100, min: 40, max: 60 },
  { fromElapsed: -Infinity, min: 20, max: 40 },
];

/** `random` returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Whole number in [min, max], both ends included. */
function randomBetween(min: number, max: number, random: RandomSource): number {
  const roll = Math.min(Math.max(random(), 0), 0.999_999_999);
  return min + Math.floor(roll * (max - min + 1));
}

/** Reported speed for an elapsed time in milliseconds; null (or a non-number) means the ping failed. */
export function speedFor(elapsed: number | null, random: RandomSource): number {
  if (elapsed === null || !Number.isFinite(elapsed)) return failureSpeed;
  const bucket = speedBuckets.find((candidate) => elapsed >= candidate.fromElapsed) ?? speedBuckets[speedBuckets.length - 1];
  return randomBetween(bucket.min, bucket.max, random);
}

export interface SpeedClass {
  type: SpeedType;
  /** Width of the bar, 0..1. */
  bar: number;
}

export const fastUpTo = 80;
export const normalUpTo = 150;

export function classifySpeed(speed: number): SpeedClass {
  if (speed <= fastUpTo) return { type: 'fast', bar: 1 };
  if (speed <= normalUpTo) return { type: 'normal', bar: 0.8 };
  return { type: 'slow', bar: speed >= failureSpeed ? 0 : 0.6 };
}
