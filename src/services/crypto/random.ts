/** Randomness from WebCrypto (browser and Node 20+ alike), injectable for fixed test vectors. */
export type RandomUnit = () => number;
export type RandomBytes = (length: number) => Uint8Array;

/** A uniform float in [0, 1), like Math.random but from the system CSPRNG. */
export const randomUnit: RandomUnit = () => globalThis.crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;

export const randomBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));
