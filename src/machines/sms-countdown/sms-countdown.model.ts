/**
 * Event cases for path generation over the SMS button. Mobile numbers are
 * case markers ('good', 'bad') the replay maps to real numbers. Two sender
 * answers give a long countdown and a last-second one, so the projection
 * (ticking / last second) reaches both branches of the tick.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import type { ModelEvent } from '../session/session.model';
import type { SmsCountdownInput, SmsSendResult } from './sms-countdown.machine';

export const smsNumbers = { good: 'good', bad: 'bad' } as const;

export const smsCountdownEvents = {
  sendDone: 'xstate.done.actor.sendSmsCode',
  sendError: 'xstate.error.actor.sendSmsCode',
  humanCheckDone: 'xstate.done.actor.humanCheck',
  tickAfter: 'xstate.after.tick.smsCountdown.counting',
  idleThrottleAfter: 'xstate.after.requestThrottle.smsCountdown.idle.throttled',
  failedThrottleAfter: 'xstate.after.requestThrottle.smsCountdown.failed.throttled',
} as const;

const sent = (expiredMinutes: number | undefined, expirationTime?: number): SmsSendResult => ({
  sent: { expiredMinutes, ...(expirationTime !== undefined ? { expirationTime } : {}) },
  requestedAt: 1_000,
  receivedAt: 1_000,
});

export const smsSendCases = {
  fiveMinutes: sent(5),
  lastSecond: sent(undefined, 2_000),
} as const;

/** Counting is one node while seconds remain and another in its last second. */
export function serializeSmsCountdown(snapshot: AnyMachineSnapshot): string {
  const remaining = snapshot.context.remainingSeconds as number;
  const phase = snapshot.matches('counting') ? (remaining > 1 ? 'ticking' : 'lastSecond') : '';
  return JSON.stringify([snapshot.value, phase, snapshot.context.mobileNum]);
}

export const smsCountdownModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    ...Object.values(smsNumbers).map((mobileNum) => ({ type: 'code.request', mobileNum, countryDialingCode: '63' })),
    { type: smsCountdownEvents.humanCheckDone, output: { token: 'pass-token' } },
    { type: 'humanCheck.cancel' },
    ...Object.values(smsSendCases).map((output) => ({ type: smsCountdownEvents.sendDone, output })),
    { type: smsCountdownEvents.sendError, error: { code: 'sms.hourly.cap', serverMessage: 'Too many codes requested for this number.' } },
    { type: smsCountdownEvents.tickAfter },
    { type: smsCountdownEvents.idleThrottleAfter },
    { type: smsCountdownEvents.failedThrottleAfter },
    { type: 'popup.dismiss' },
  ],
  serializeState: serializeSmsCountdown,
  input: { purpose: 'login', humanCheck: true } satisfies SmsCountdownInput,
  /** Without the human check a request goes straight to sending (the other branch of `needsHumanCheck`). */
  inputs: [{ name: 'humanCheckOff', input: { purpose: 'login', humanCheck: false } satisfies SmsCountdownInput }],
};
