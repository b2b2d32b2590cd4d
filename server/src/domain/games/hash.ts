/**
 * A small stable hash and the random sequence it seeds. The catalogue seed
 * and the generated game art both need "random but the same on every
 * machine and every start", never Math.random.
 */

/** FNV-1a, 32 bits. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: numbers in [0, 1), the same sequence for the same seed text. */
export function seededRandom(seedText: string): () => number {
  let state = hashText(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pickFrom = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
