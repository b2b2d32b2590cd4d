/** How a one-time code reaches a phone: the built-in SMS sender or a phone-authentication service. */
import type { GatewayDeps } from '../../http/context';
import { inert } from '../../text/inert';
import type { PassCheck } from '../human-check';
import type { CodePurpose } from './code-store';
import type { Phone } from './phone';

export type ChannelDeps = Pick<GatewayDeps, 'db' | 'clock' | 'config'>;

export interface SendCodeRequest {
  phone: Phone;
  purpose: CodePurpose;
  /** False for numbers with no account on recovery and login: the answer stays the same, nothing is sent. */
  deliver: boolean;
  /** Null for a logged-in member's own request (binding a phone): the session stands in for the puzzle. */
  humanCheck: PassCheck | null;
}

export interface CodeChannel {
  readonly name: 'sms' | 'phoneAuth';
  /** Minutes a code lives; the portal counts down 60 s per minute. */
  readonly expiredMinutes: number;
  /** Parses the number or refuses in this channel's terms. */
  parsePhone(countryDialingCode: unknown, mobile: unknown, field: string): Phone;
  send(deps: ChannelDeps, request: SendCodeRequest): Promise<{ expiresAt: number }>;
  /** Consumes a matching code or refuses. */
  verify(deps: ChannelDeps, input: { phone: Phone; purposes: CodePurpose[]; code: string }): Promise<void>;
}

export const smsText = (brand: string, code: string, minutes: number): string =>
  `[${brand}] Your verification code is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}. Never share it with anyone.`;

/** The local senders' delivery: what a phone would show, on the gateway's console. */
export function printSms(phone: Phone, body: string): void {
  console.info(inert(`[sms] ${phone.countryDialingCode} ${phone.mobile}: ${body}`));
}
