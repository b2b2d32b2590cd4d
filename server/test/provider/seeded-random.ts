/**
 * A seeded random source for simulations: sfc32, a small fast generator
 * that passes PractRand, seeded from one number. Only for tests; the
 * gateway plays with node:crypto.
 */
import type { RandomSource } from '../../src/provider/random';

export function seededRandom(seed: number): RandomSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next();
  // Rejection keeps every value equally likely, as node:crypto's randomInt does.
  return {
    int(maxExclusive) {
      const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
      for (;;) {
        const value = next();
        if (value < limit) return value % maxExclusive;
      }
    },
  };
}
