/**
 * Every way an E call can fail to decrypt, as one typed error. The router
 * turns it into `request.bad.encryption`; the reason is for logs and tests.
 */
export type DecryptionFailure = 'header' | 'key' | 'value' | 'payload';

export class PayloadDecryptionError extends Error {
  constructor(readonly reason: DecryptionFailure, detail = '') {
    super(`payload decryption failed (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'PayloadDecryptionError';
  }
}

/** Runs a step and re-labels whatever it throws, so no library error leaks out untyped. */
export function attempt<T>(reason: DecryptionFailure, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof PayloadDecryptionError) throw error;
    throw new PayloadDecryptionError(reason, error instanceof Error ? error.message : String(error));
  }
}
