/**
 * The application images rule (spec §5): png or jpg, at most 5 MB each, at
 * most 3. The type is read from the file's first bytes, so a page renamed
 * to .png, or given an image MIME type, is refused whatever it is called.
 * The first broken rule names the refusal; files that pass are kept.
 */
import { applicationLimits } from '../../../services/schemas/rewards';

export type ImageType = 'image/png' | 'image/jpeg';

const signatures: [ImageType, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** How many leading bytes the type test reads. */
export const headLength = 8;

/** The image type a file's first bytes announce, or null for anything else. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  return signatures.find(([, signature]) => signature.every((byte, index) => head[index] === byte))?.[0] ?? null;
}

export interface CheckedFile<T> {
  file: T;
  size: number;
  head: Uint8Array;
}

export interface PickedImages<T> {
  files: T[];
  /** Error code of the first file refused, or null. */
  refusal: string | null;
}

export function addImages<T>(current: readonly T[], picked: readonly CheckedFile<T>[]): PickedImages<T> {
  const files = [...current];
  let refusal: string | null = null;
  for (const { file, size, head } of picked) {
    if (!sniffImageType(head)) refusal ??= 'application.image.type';
    else if (size > applicationLimits.imageMaxBytes) refusal ??= 'application.image.size';
    else if (files.length >= applicationLimits.imagesMax) refusal ??= 'application.image.count';
    else files.push(file);
  }
  return { files, refusal };
}
