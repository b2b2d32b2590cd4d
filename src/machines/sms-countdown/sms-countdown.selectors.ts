/** Snapshot → the "send code" button and its failure popup. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { humanCheckMachine } from '../human-check/human-check.machine';
import type { smsCountdownMachine } from './sms-countdown.machine';

export type SmsCountdownSnapshot = SnapshotFrom<typeof smsCountdownMachine>;

export interface SmsButtonView {
  /** 'sms.button.send' | 'sms.button.sending' | 'sms.button.sent' (with {{seconds}}). */
  labelKey: 'sms.button.send' | 'sms.button.sending' | 'sms.button.sent';
  seconds: number;
  enabled: boolean;
  /** The slide puzzle to show while the send waits for it. */
  humanCheck: ActorRefFrom<typeof humanCheckMachine> | null;
  /** Failure popup: the server's own text (spec §8), with the code as a fallback key. */
  popup: { errorCode: string; serverMessage: string } | null;
}

export function selectSmsButton(snapshot: SmsCountdownSnapshot): SmsButtonView {
  const { remainingSeconds, errorCode, serverMessage } = snapshot.context;
  const counting = snapshot.matches('counting');
  const busy = snapshot.matches('sending') || snapshot.matches('checking');
  return {
    labelKey: counting ? 'sms.button.sent' : busy ? 'sms.button.sending' : 'sms.button.send',
    seconds: counting ? remainingSeconds : 0,
    enabled: snapshot.can({ type: 'code.request', mobileNum: '', countryDialingCode: '' }),
    humanCheck: (snapshot.children.humanCheck as ActorRefFrom<typeof humanCheckMachine> | undefined) ?? null,
    popup: snapshot.matches('failed') && errorCode ? { errorCode, serverMessage } : null,
  };
}
