/**
 * The few BigInt helpers textbook RSA needs. Native BigInt replaces the old
 * portal's digit-array library; the numbers, and so the ciphertexts, are the same.
 */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/** Parses hex without a prefix; throws on anything else so a bad key never becomes 0. */
export function hexToBigInt(hex: string): bigint {
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Error('not a hex number');
  return BigInt(`0x${hex}`);
}

export function bytesToBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** Big-endian bytes without leading zeros (empty for 0). */
export function bigIntToBytes(value: bigint): Uint8Array {
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.push(Number(rest & 0xffn));
  return Uint8Array.from(bytes.reverse());
}

export function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}
