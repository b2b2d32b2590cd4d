/**
 * The gateway's own check of application images (spec §5), whatever the
 * portal checked before. What is refused, and why:
 * - a data URL whose bytes are not the type it declares (a page or a script
 *   named image/png, a jpg declared as png): the first bytes decide;
 * - an image that does not hold together: a png must be its signature, an
 *   IHDR chunk of 13 bytes first with a non-zero size, chunks that add up
 *   exactly to the end and an IEND last; a jpg must start with SOI and end
 *   with EOI. So a real header followed by a script, or a jpg with a page
 *   after its end, is refused;
 * - bytes that a browser sniffing the content could take for markup
 *   (`<script`, `<html`, `<?php`, `<svg`) anywhere in the file, for the
 *   copies an operator downloads and opens.
 * Sizes and counts are the schema's. Names are never taken: images are
 * stored inside their claim and addressed by claim and position.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';

const dataUrlPattern = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]*={0,2})$/;
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const markup = ['<script', '<html', '<?php', '<svg'];

/** Walks the chunks: IHDR first, nothing after IEND. */
function isWholePng(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(pngSignature)) return false;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (bytes.readUInt32BE(16) === 0 || bytes.readUInt32BE(20) === 0) return false;
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset === bytes.length;
  }
  return false;
}

function isWholeJpeg(bytes: Buffer): boolean {
  const n = bytes.length;
  return n >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[n - 2] === 0xff && bytes[n - 1] === 0xd9;
}

const holdsMarkup = (bytes: Buffer): boolean => {
  const text = bytes.toString('latin1').toLowerCase();
  return markup.some((tag) => text.includes(tag));
};

function isAcceptable(dataUrl: string): boolean {
  const match = dataUrlPattern.exec(dataUrl);
  if (!match) return false;
  const bytes = Buffer.from(match[2], 'base64');
  const whole = match[1] === 'image/png' ? isWholePng(bytes) : isWholeJpeg(bytes);
  return whole && !holdsMarkup(bytes);
}

/** The images as they are stored; refuses application.image.type naming the first bad one (`images.<n>`). */
export function checkApplicationImages(images: readonly string[]): string[] {
  const bad = images.findIndex((image) => !isAcceptable(image));
  if (bad >= 0) throw new DomainError(errorCodes.applicationImageType, 400, null, { [`images.${bad}`]: errorCodes.applicationImageType });
  return [...images];
}
