/**
 * Picked images as data URLs, the form the application call carries them
 * in. The data URL names the type the bytes announce, not the file's MIME
 * type, so a jpg saved as .png is sent as what it is.
 */
import { sniffImageType } from '../../../../components/member-centre/reward-center/image-checks';

/** Base64 in slices: one call over megabytes of arguments would overflow the stack. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

export async function readAsDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return `data:${sniffImageType(bytes) ?? file.type};base64,${base64Of(bytes)}`;
}

export const readAsDataUrls = (files: readonly Blob[]): Promise<string[]> => Promise.all(files.map(readAsDataUrl));
