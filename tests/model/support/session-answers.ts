/**
 * What the gateway answers for a session's token, from the machine's snapshot: the machine level
 * (tests/model/session.test.ts) and the screens (tests/model-ui/session.adapter.ts) plan paths with it.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { sessionEvents, sessionTokens } from '../../../src/machines/session/session.model';
import type { MemberInfo } from '../../../src/services/schemas/account';

/** The account kind (member info's `type`) each of the model's tokens stands for. */
export const kindOfToken: Record<string, number> = {
  [sessionTokens.member]: 0,
  [sessionTokens.mustChange]: 0,
  [sessionTokens.agent]: 1,
  [sessionTokens.trial]: 4,
};

/** States that wait for a call's answer. */
const calling = [
  'restoring',
  'startingFreePlay',
  { loggedIn: { account: 'loadingInfo' } },
  { loggedIn: { balance: 'loading' } },
  { loggedIn: { extras: 'loadingAvatar' } },
  { loggedIn: { extras: 'loadingUnread' } },
  { loggedIn: { extras: 'loadingPoints' } },
  { loggedIn: { signOut: 'signingOut' } },
] as const;
/** Events that start a call (a live notice of the balance loads it). */
const startsCall = ['balance.refresh', 'live.changed', 'info.retry', 'password.changed', 'signOut.confirm', 'freePlay.start', 'handover.keep', 'handover.switch'];

/**
 * Whether the gateway can give this event for the session's token. A path never starts a call while another is
 * waiting: two answers in flight arrive in either order, and the replay follows one planned order.
 */
export function gatewayCanAnswerSession(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (startsCall.includes(event.type) && calling.some((state) => snapshot.matches(state))) return false;
  const token = snapshot.context.token as string | null;
  const stale = token === sessionTokens.stale;
  if (event.type === sessionEvents.infoDone) return !stale && (event as EventObject & { output: MemberInfo }).output.type === kindOfToken[token ?? ''];
  // A stale token ends in a 401, which the client reports as session.expired before the failure arrives.
  if (event.type === sessionEvents.infoError) return !stale;
  if (stale && snapshot.matches({ loggedIn: { account: 'loadingInfo' } })) return event.type === 'session.expired';
  return true;
}
