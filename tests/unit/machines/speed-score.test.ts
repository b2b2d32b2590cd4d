import { describe, expect, it } from 'vitest';
import { classifySpeed, failureSpeed, speedFor } from '../../../src/machines/speed-test/speed-score';

const lowest = () => 0;
const highest = () => 0.999_999_999_9;
const middle = () => 0.5;

describe('speedFor: bucket by elapsed time (spec §7)', () => {
  const buckets: [number, number, number][] = [
    // elapsed, min, max
    [0, 20, 40],
    [99, 20, 40],
    [99.9, 20, 40],
    [100, 40, 60],
    [199, 40, 60],
    [199.9, 40, 60],
    [200, 60, 100],
    [399, 60, 100],
    [399.9, 60, 100],
    [400, 100, 150],
    [5000, 100, 150],
  ];

  it.each(buckets)('elapsed %s ms reports between %s and %s', (elapsed, min, max) => {
    expect(speedFor(elapsed, lowest)).toBe(min);
    expect(speedFor(elapsed, highest)).toBe(max);
    const mid = speedFor(elapsed, middle);
    expect(mid).toBeGreaterThanOrEqual(min);
    expect(mid).toBeLessThanOrEqual(max);
  });

  it('reports whole numbers for every roll', () => {
    for (let roll = 0; roll < 1; roll += 0.013) {
      const speed = speedFor(250, () => roll);
      expect(Number.isInteger(speed)).toBe(true);
      expect(speed).toBeGreaterThanOrEqual(60);
      expect(speed).toBeLessThanOrEqual(100);
    }
  });

  it('covers every value of the range with a uniform roll', () => {
    const seen = new Set<number>();
    for (let step = 0; step < 210; step += 1) seen.add(speedFor(20, () => step / 210));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => 20 + i));
  });

  it('keeps out-of-range random sources inside the bucket', () => {
    expect(speedFor(450, () => 1)).toBe(150);
    expect(speedFor(450, () => -0.2)).toBe(100);
  });

  it('treats a negative elapsed time (clock step) as the fastest bucket', () => {
    expect(speedFor(-3, lowest)).toBe(20);
  });

  it.each([null, Number.NaN, Number.POSITIVE_INFINITY])('reports %s (failure) as 9999', (elapsed) => {
    expect(speedFor(elapsed, middle)).toBe(failureSpeed);
    expect(failureSpeed).toBe(9999);
  });
});

describe('classifySpeed: type and bar', () => {
  it.each([
    [20, 'fast', 1],
    [79, 'fast', 1],
    [80, 'fast', 1],
    [81, 'normal', 0.8],
    [100, 'normal', 0.8],
    [150, 'normal', 0.8],
    [151, 'slow', 0.6],
    [9998, 'slow', 0.6],
    [9999, 'slow', 0],
  ] as const)('speed %s is %s with bar %s', (speed, type, bar) => {
    expect(classifySpeed(speed)).toEqual({ type, bar });
  });

  it('the 200–399 ms bucket straddles fast and normal', () => {
    expect(classifySpeed(speedFor(300, lowest)).type).toBe('fast');
    expect(classifySpeed(speedFor(300, highest)).type).toBe('normal');
  });

  it('the slowest bucket is never fast', () => {
    expect(classifySpeed(speedFor(400, lowest)).type).toBe('normal');
    expect(classifySpeed(speedFor(400, highest)).type).toBe('normal');
  });
});
