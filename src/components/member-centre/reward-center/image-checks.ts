/** The application images rule (spec §5): png or jpg, at most 5 MB each, at most 3. The first broken rule names the refusal. */
import { applicationLimits } from '../../../services/schemas/rewards';

export interface PickedImages {
  files: File[];
  /** Error code of the first file refused, or null. */
  refusal: string | null;
}

export function addImages(current: File[], picked: File[]): PickedImages {
  const files = [...current];
  let refusal: string | null = null;
  for (const file of picked) {
    if (!(applicationLimits.imageTypes as readonly string[]).includes(file.type)) refusal ??= 'application.image.type';
    else if (file.size > applicationLimits.imageMaxBytes) refusal ??= 'application.image.size';
    else if (files.length >= applicationLimits.imagesMax) refusal ??= 'application.image.count';
    else files.push(file);
  }
  return { files, refusal };
}
