/**
 * The legacy session key `k` (api-facts §3.2): 16 characters drawn as
 * `charset[floor(61 * random)]`. The charset is copied as the original has it,
 * with "XTZ" and no "j", so keys the old portal makes pass our checks and back.
 */
import { randomUnit, type RandomUnit } from './random';

export const legacyKeyCharset = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';
export const legacyKeyLength = 16;

export function randomLegacyKey(random: RandomUnit = randomUnit): string {
  let key = '';
  for (let i = 0; i < legacyKeyLength; i += 1) key += legacyKeyCharset[Math.floor(legacyKeyCharset.length * random())];
  return key;
}

export function isLegacyKey(text: string): boolean {
  return text.length === legacyKeyLength && [...text].every((char) => legacyKeyCharset.includes(char));
}
