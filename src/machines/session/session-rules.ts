/** Pure rules and types of the session: account kinds and the gated actions of spec §4 and §6. */
import type { Balance, LoginResult, MemberInfo } from '../../services/schemas/account';
import type { LiveChangedEvent } from '../live-channel/live-channel-rules';
import type { LoginProtection } from '../../services/schemas/protection-breaks';

/** isAgent values of agents (spec §4); 4 is a trial (guest) account. */
export const agentAccountTypes: readonly number[] = [1, 2, 41, 42];
export const trialAccountType = 4;

export type AccountKind = 'member' | 'agent' | 'trial';

export function accountKindOf(info: Pick<MemberInfo, 'type'>): AccountKind {
  if (agentAccountTypes.includes(info.type)) return 'agent';
  if (info.type === trialAccountType) return 'trial';
  return 'member';
}

export type Gate = 'memberCentre' | 'agentCentre' | 'favourites' | 'launchGame';

/**
 * login: a guest gets the login popup; trialWarning: the in_need_true_account
 * warning; denied: a member asked for the agent centre; pending: the account
 * kind is not known yet; allowed: go ahead.
 */
export type GateVerdict = 'login' | 'trialWarning' | 'denied' | 'pending' | 'allowed';

export interface GateOutcome {
  gate: Gate;
  verdict: GateVerdict;
}

export const gates: readonly Gate[] = ['memberCentre', 'agentCentre', 'favourites', 'launchGame'];

/** The verdict table: one row per situation the session can be in. */
export const gateTable: Record<'guest' | 'pending' | AccountKind, Record<Gate, GateVerdict>> = {
  guest: { memberCentre: 'login', agentCentre: 'login', favourites: 'login', launchGame: 'login' },
  pending: { memberCentre: 'pending', agentCentre: 'pending', favourites: 'pending', launchGame: 'pending' },
  member: { memberCentre: 'allowed', agentCentre: 'denied', favourites: 'allowed', launchGame: 'allowed' },
  agent: { memberCentre: 'allowed', agentCentre: 'allowed', favourites: 'allowed', launchGame: 'allowed' },
  // A launch plays with real money (accountType 1), so a trial account gets the in_need_true_account warning there too.
  trial: { memberCentre: 'trialWarning', agentCentre: 'trialWarning', favourites: 'trialWarning', launchGame: 'trialWarning' },
};

/**
 * What restoring finds in this tab: the token, and whether a forced password
 * change was still pending (a flag only: the password
 * itself is never stored, so the change then asks for the old one).
 */
export interface RestoredSession {
  token: string;
  mustChangePassword: boolean;
  /** A link's token for another session than the stored one: it waits for the person to choose (never stored meanwhile). */
  handoverToken?: string | null;
}

/** Sent by the login and registration wiring when their machine is done. */
export interface SignedIn {
  result: LoginResult;
  /** Forced change pending: the password stays in memory until it is changed. */
  mustChangePassword: boolean;
  password: string | null;
}

export type SessionEvent =
  | ({ type: 'login.succeeded' } & SignedIn)
  | { type: 'freePlay.start' }
  | { type: 'session.expired' }
  | { type: 'info.retry' }
  /** `quiet`: a re-read the person did not ask for (a live notice), shown without the spinning refresh icon. */
  | { type: 'balance.refresh'; quiet?: boolean }
  /** From the live channel: what changed on the gateway. */
  | LiveChangedEvent
  | { type: 'balance.toggleVisibility' }
  /** Raised after each balance answer: the avatar (first time) and the unread count follow. */
  | { type: 'extras.refresh' }
  | { type: 'signOut.request' }
  | { type: 'signOut.cancel' }
  | { type: 'signOut.confirm' }
  | { type: 'password.changed' }
  /** The answers to a link that signs in as another account: keep the current session, or take the link's. */
  | { type: 'handover.keep' }
  | { type: 'handover.switch' }
  | { type: 'gate.memberCentre' }
  | { type: 'gate.agentCentre' }
  | { type: 'gate.favourites' }
  | { type: 'gate.launchGame' };

/** `live.changed` is passed on for the screens that show what the session does not hold (records, lists, badges). */
export type SessionEmitted = ({ type: 'gate.outcome' } & GateOutcome) | LiveChangedEvent;

/** `on` handlers answering the four gate events with one row of the table, as context and as an emitted event. */
export function gateHandlers(row: keyof typeof gateTable) {
  const decide = (gate: Gate) => {
    const outcome: GateOutcome = { gate, verdict: gateTable[row][gate] };
    return { actions: [{ type: 'storeGate' as const, params: outcome }, { type: 'emitGate' as const, params: outcome }] };
  };
  return {
    'gate.memberCentre': decide('memberCentre'),
    'gate.agentCentre': decide('agentCentre'),
    'gate.favourites': decide('favourites'),
    'gate.launchGame': decide('launchGame'),
  };
}

export interface SessionContext {
  token: string | null;
  memberInfo: MemberInfo | null;
  balance: Balance | null;
  balanceVisible: boolean;
  firstTimeLogin: boolean;
  /** A time-out or self-exclusion the login answer named: play and deposits are closed until `until` (null: until lifted). */
  protection: LoginProtection | null;
  mustChangePassword: boolean;
  /** In memory only, and only while a forced change needs it as the old password. */
  password: string | null;
  /** Unread inbox messages (the mail icon's badge); null until loaded. */
  unreadCount: number | null;
  /** Loyalty points for the header chip; null until loaded or when refused (trial accounts). */
  points: number | null;
  /** The member's profile picture; null until loaded (the header then shows the default avatar). */
  avatarUrl: string | null;
  gateOutcome: GateOutcome | null;
  /** The token of a link that would replace this session, until the person keeps the session or switches. */
  handoverToken: string | null;
  /** Why the last session ended: the shell opens the login popup after an expiry. */
  endedBy: 'signOut' | 'expired' | null;
  errorCode: string | null;
  balanceErrorCode: string | null;
  /** The balance load under way was not asked for by the person: the header shows no spinner for it. */
  balanceQuiet: boolean;
}
