/** Actor bindings of the verification calls; they stamp local receipt times the machines compute delays from. */
import { fromPromise } from 'xstate';
import { unlessAborted } from './abort-safe';
import type { DragPoint, LoadedChallenge, VerifyInput } from '../machines/human-check/human-check.machine';
import type { SmsSendResult } from '../machines/sms-countdown/sms-countdown.machine';
import type { HttpClient } from './http';
import { solveInThread, type SolveProof } from './proof-of-work';
import type { HumanCheckAction, ProofOfWorkChallenge, ProofOfWorkPayload } from './schemas/account';
import { loadCaptcha, loadHumanCheckChallenge, sendSmsCode, verifyHumanCheck, type SmsRequest } from './verification.api';

export interface VerificationDeps {
  http: HttpClient;
  /** Local clock; tests pass the gateway's. */
  now?: () => number;
  /** Solves the slide's proof of work: in Web Workers in the browser (use-access-logic.ts), in this thread unless told. */
  solveProof?: SolveProof;
}

export function createCaptchaActors({ http }: VerificationDeps) {
  return {
    loadCaptcha: fromPromise<string>(({ signal }) => loadCaptcha({ http, signal })),
  };
}

export function createHumanCheckActors({ http, now = Date.now, solveProof = solveInThread }: VerificationDeps) {
  return {
    loadChallenge: fromPromise<LoadedChallenge, { action: HumanCheckAction }>(async ({ input, signal }) => {
      const challenge = await loadHumanCheckChallenge({ http, signal }, input);
      return { challenge, receivedAt: now() };
    }),
    verifyHumanCheck: fromPromise<{ token: string }, VerifyInput>(({ input, signal }) =>
      verifyHumanCheck({ http, signal }, { ...input, trail: input.trail.map((point: DragPoint) => ({ ...point })) }),
    ),
    solveProofOfWork: fromPromise<ProofOfWorkPayload | null, { challenge: ProofOfWorkChallenge | null }>(({ input, signal }) =>
      input.challenge ? unlessAborted(signal, () => solveProof(input.challenge as ProofOfWorkChallenge, signal)) : Promise.resolve(null),
    ),
  };
}

export function createSmsActors({ http, now = Date.now }: VerificationDeps) {
  return {
    sendSmsCode: fromPromise<SmsSendResult, SmsRequest>(async ({ input, signal }) => {
      const requestedAt = now();
      const sent = await sendSmsCode({ http, signal }, input);
      return { sent, requestedAt, receivedAt: now() };
    }),
  };
}
