/** Actor bindings of the verification calls; they stamp local receipt times the machines compute delays from. */
import { fromPromise } from 'xstate';
import type { DragPoint, LoadedChallenge, VerifyInput } from '../machines/human-check/human-check.machine';
import type { SmsSendResult } from '../machines/sms-countdown/sms-countdown.machine';
import type { HttpClient } from './http';
import type { HumanCheckAction } from './schemas/account';
import { loadCaptcha, loadHumanCheckChallenge, sendSmsCode, verifyHumanCheck, type SmsRequest } from './verification.api';

export interface VerificationDeps {
  http: HttpClient;
  /** Local clock; tests pass the gateway's. */
  now?: () => number;
}

export function createCaptchaActors({ http }: VerificationDeps) {
  return {
    loadCaptcha: fromPromise<string>(({ signal }) => loadCaptcha({ http, signal })),
  };
}

export function createHumanCheckActors({ http, now = Date.now }: VerificationDeps) {
  return {
    loadChallenge: fromPromise<LoadedChallenge, { action: HumanCheckAction }>(async ({ input, signal }) => {
      const challenge = await loadHumanCheckChallenge({ http, signal }, input);
      return { challenge, receivedAt: now() };
    }),
    verifyHumanCheck: fromPromise<{ token: string }, VerifyInput>(({ input, signal }) =>
      verifyHumanCheck({ http, signal }, { ...input, trail: input.trail.map((point: DragPoint) => ({ ...point })) }),
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
