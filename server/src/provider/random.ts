/**
 * Where outcomes come from. Engines take a RandomSource instead of calling
 * the platform, so the gateway plays with the operating system's CSPRNG and
 * tests replay millions of rounds from a seed.
 */
import { randomInt } from 'node:crypto';

export interface RandomSource {
  /** A uniform integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

/** node:crypto's randomInt rejects biased draws itself, so every value is equally likely. */
export const cryptoRandom: RandomSource = { int: (maxExclusive) => randomInt(maxExclusive) };

/** The demo games' source on this gateway: the one its deps name (a test replaying chosen outcomes), else the CSPRNG. */
export const gameRandom = (deps: { random?: RandomSource }): RandomSource => deps.random ?? cryptoRandom;
