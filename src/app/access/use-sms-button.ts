/**
 * The SMS countdown child actor → the "send code" button, the human check
 * that may precede a send, and the failure popup.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SmsButtonViewModel } from '../../components/sms/sms-code-button';
import type { smsCountdownMachine } from '../../machines/sms-countdown/sms-countdown.machine';
import { selectSmsButton, type SmsButtonView } from '../../machines/sms-countdown/sms-countdown.selectors';
import type { HumanCheckRef } from './human-check-host';

export type SmsCountdownRef = ActorRefFrom<typeof smsCountdownMachine>;

const idle: SmsButtonView = { labelKey: 'sms.button.send', seconds: 0, enabled: false, humanCheck: null, popup: null };

const sameView = (a: SmsButtonView, b: SmsButtonView) =>
  a.labelKey === b.labelKey &&
  a.seconds === b.seconds &&
  a.enabled === b.enabled &&
  a.humanCheck === b.humanCheck &&
  a.popup?.errorCode === b.popup?.errorCode &&
  a.popup?.serverMessage === b.popup?.serverMessage;

export interface SmsButtonWiring {
  view: SmsButtonViewModel;
  humanCheck: HumanCheckRef | null;
  popup: { errorCode: string; serverMessage: string } | null;
  request(number: { mobileNum: string; countryDialingCode: string }): void;
  cancelHumanCheck(): void;
  dismissPopup(): void;
}

export function useSmsButton(actor: SmsCountdownRef | null): SmsButtonWiring {
  const view = useSelector(actor ?? undefined, (snapshot) => (snapshot ? selectSmsButton(snapshot) : idle), sameView);
  return {
    view: { labelKey: view.labelKey, seconds: view.seconds, enabled: view.enabled },
    humanCheck: view.humanCheck,
    popup: view.popup,
    request: (number) => actor?.send({ type: 'code.request', ...number }),
    cancelHumanCheck: () => actor?.send({ type: 'humanCheck.cancel' }),
    dismissPopup: () => actor?.send({ type: 'popup.dismiss' }),
  };
}
