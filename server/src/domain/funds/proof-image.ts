/**
 * The proof of a "not received" answer: a data URL of a png or jpg image of
 * at most 5 MB. The declared type must match the file's own first bytes, so
 * a renamed file of another kind is refused however it is labelled.
 */
import { errorCodes } from '../../../../src/services/error-codes';
import { proofImageMaxBytes } from '../../../../src/services/schemas/funds';
import { DomainError } from '../../http/domain-error';

const dataUrlPattern = /^data:(image\/png|image\/jpeg|image\/jpg);base64,([A-Za-z0-9+/]*={0,2})$/;

const signatures: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const refuse = (code: string): never => {
  throw new DomainError(code, 400, { maxBytes: proofImageMaxBytes }, { proofImage: code });
};

/** Answers the data URL as stored; refuses withdrawal.proof.type or withdrawal.proof.size. */
export function checkProofImage(dataUrl: string): string {
  const match = dataUrlPattern.exec(dataUrl.trim());
  if (!match) return refuse(errorCodes.proofType);
  const mime = match[1] === 'image/jpg' ? 'image/jpeg' : match[1];
  const base64 = match[2];
  // The decoded size from the text's length, before decoding anything large.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const bytes = (base64.length / 4) * 3 - padding;
  if (base64.length % 4 !== 0 || bytes <= 0) refuse(errorCodes.proofType);
  if (bytes > proofImageMaxBytes) refuse(errorCodes.proofSize);
  const head = Buffer.from(base64.slice(0, 16), 'base64');
  const signature = signatures[mime];
  if (!signature.every((byte, index) => head[index] === byte)) refuse(errorCodes.proofType);
  return `data:${mime};base64,${base64}`;
}
