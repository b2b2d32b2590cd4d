/**
 * Actor bindings of the withdrawal confirmation: the list stamped with the
 * local time it arrived, the answer, the proof reader and the clock that
 * ticks while the list is shown. The machine has checked the proof's type
 * and size already; the reader looks at the file's first bytes too, so a
 * file merely renamed to .png is refused before it is uploaded.
 */
import { fromCallback, fromPromise } from 'xstate';
import { errorCodes } from './error-codes';
import { ApiError, type HttpClient } from './http';
import type { WithdrawalConfirmations, WithdrawalConfirmInput, WithdrawalConfirmResult } from './schemas/funds';
import { confirmWithdrawal, loadWithdrawalConfirmations } from './withdrawal.api';

export interface WithdrawalDeps {
  http: HttpClient;
  /** The local time, in epoch milliseconds. */
  now(): number;
  /** How often the clock ticks while the list is shown; time left is shown in minutes. */
  tickMs?: number;
}

const signatures: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Base64 in slices: one call over megabytes of arguments would overflow the stack. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The picked file as a data URL; refuses `withdrawal.proof.type` when its bytes are not the image it claims to be. */
export async function readProofImage(file: Blob): Promise<string> {
  const signature = signatures[file.type];
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!signature || !signature.every((byte, index) => bytes[index] === byte)) throw new ApiError(errorCodes.proofType, 0);
  return `data:${file.type};base64,${base64Of(bytes)}`;
}

export function createWithdrawalActors(deps: WithdrawalDeps) {
  const { http } = deps;
  return {
    /** The list and the local time it arrived: the machine's first "now". */
    loadConfirmations: fromPromise<WithdrawalConfirmations & { receivedAt: number }, void>(async ({ signal }) => ({ ...(await loadWithdrawalConfirmations({ http, signal })), receivedAt: deps.now() })),
    readProof: fromPromise<string, { file: unknown }>(async ({ input }) => {
      if (!(input.file instanceof Blob)) throw new ApiError(errorCodes.proofRequired, 0);
      return readProofImage(input.file);
    }),
    submitConfirmation: fromPromise<WithdrawalConfirmResult, WithdrawalConfirmInput>(({ input, signal }) => confirmWithdrawal({ http, signal }, input)),
    watchClock: fromCallback(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'clock.tick', now: deps.now() }), deps.tickMs ?? 15_000);
      return () => clearInterval(timer);
    }),
  };
}
