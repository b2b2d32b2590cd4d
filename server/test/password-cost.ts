/**
 * Test processes hash passwords at a low scrypt cost (N = 2^10, 1 MiB, about
 * 3 ms instead of 150): the suites create and log in over a thousand members,
 * and what they check is the logic around the hash, which is the same at any
 * cost. Called by everything that seeds or starts a test gateway.
 */
import { usePasswordCost } from '../src/domain/passwords';

export const testPasswordCost = { N: 1024, r: 8, p: 1 } as const;

export function useTestPasswordCost(): void {
  usePasswordCost(testPasswordCost);
}
