/**
 * Event cases for path generation over the session. Tokens are case markers
 * (`token:member`, `token:agent`, `token:mustChange`, `token:trial`,
 * `token:stale`) the replay maps to real logins; member info answers come in
 * the three account kinds, so every branch of the kind decision has a path.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { LoginResult, MemberInfo } from '../../services/schemas/account';
import type { MachineModel } from '../model-types';
import { gates, type RestoredSession } from './session-rules';

/** Model events carry payloads (output, error, values) beyond `type`. */
export type ModelEvent = EventObject & Record<string, unknown>;

/**
 * A projection of state value plus the context the outcome depends on (the
 * case markers), so traversal explores each case instead of merging them.
 */
export const serializeWithContext =
  (pick: (context: AnyMachineSnapshot['context']) => unknown) =>
  (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify([snapshot.value, pick(snapshot.context)]);

export const sessionTokens = {
  member: 'token:member',
  agent: 'token:agent',
  mustChange: 'token:mustChange',
  trial: 'token:trial',
  stale: 'token:stale',
} as const;

export const loginResultFor = (token: string, flags: Partial<LoginResult> = {}): LoginResult => ({
  token,
  firstTimeLogin: false,
  passwordExpired: false,
  passwordDefault: false,
  userName: token.replace('token:', ''),
  ...flags,
});

/** What restoring finds: a stored token marker, with the mark of a pending forced change and a link's other token. */
export const restoredAs = (token: string, mustChangePassword = false, handoverToken: string | null = null): RestoredSession => ({ token, mustChangePassword, handoverToken });

export const memberInfoOfType = (type: number): MemberInfo => ({
  id: 1,
  account: `type${type}`,
  nickname: `type${type}`,
  type,
  toUpline: '0',
  hasUpline: '0',
  clubLabel: { labelName: 'Bronze', color: '#cd7f32', color2: '#8c5523', rankLevel: 1 },
  memberLabel: [],
  regDate: 0,
  mobile: '',
  language: 'EN',
});

export const sessionEvents = {
  restoreDone: 'xstate.done.actor.restoreToken',
  restoreError: 'xstate.error.actor.restoreToken',
  freePlayDone: 'xstate.done.actor.startFreePlay',
  freePlayError: 'xstate.error.actor.startFreePlay',
  infoDone: 'xstate.done.actor.loadMemberInfo',
  infoError: 'xstate.error.actor.loadMemberInfo',
  balanceDone: 'xstate.done.actor.loadBalance',
  balanceError: 'xstate.error.actor.loadBalance',
  avatarDone: 'xstate.done.actor.loadAvatar',
  avatarError: 'xstate.error.actor.loadAvatar',
  unreadDone: 'xstate.done.actor.loadUnreadCount',
  unreadError: 'xstate.error.actor.loadUnreadCount',
  pointsDone: 'xstate.done.actor.loadPoints',
  pointsError: 'xstate.error.actor.loadPoints',
  logoutDone: 'xstate.done.actor.submitLogout',
  logoutError: 'xstate.error.actor.submitLogout',
} as const;

const network = { code: 'network.abnormal' };

export const sessionModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    ...[sessionTokens.member, sessionTokens.agent, sessionTokens.stale].map((token) => ({ type: sessionEvents.restoreDone, output: restoredAs(token) })),
    { type: sessionEvents.restoreDone, output: restoredAs(sessionTokens.mustChange, true) },
    // Signed in as one member, the page opened with a link carrying another member's token.
    { type: sessionEvents.restoreDone, output: restoredAs(sessionTokens.member, false, sessionTokens.agent) },
    { type: sessionEvents.restoreDone, output: null },
    { type: sessionEvents.restoreError, error: { code: 'storage.unavailable' } },
    { type: 'login.succeeded', result: loginResultFor(sessionTokens.member), mustChangePassword: false, password: null },
    { type: 'login.succeeded', result: loginResultFor(sessionTokens.mustChange, { passwordDefault: true }), mustChangePassword: true, password: 'secret' },
    { type: 'freePlay.start' },
    { type: sessionEvents.freePlayDone, output: loginResultFor(sessionTokens.trial) },
    { type: sessionEvents.freePlayError, error: network },
    ...[0, 1, 4].map((type) => ({ type: sessionEvents.infoDone, output: memberInfoOfType(type) })),
    { type: sessionEvents.infoError, error: network },
    { type: 'info.retry' },
    { type: sessionEvents.balanceDone, output: { sumBalance: 100, currency: 'PHP', currencySymbol: '₱', balance: [] } },
    { type: sessionEvents.balanceError, error: network },
    { type: sessionEvents.avatarDone, output: 'data:image/png;base64,' },
    { type: sessionEvents.avatarError, error: network },
    { type: sessionEvents.unreadDone, output: 2 },
    { type: sessionEvents.unreadError, error: network },
    { type: sessionEvents.pointsDone, output: 320 },
    { type: sessionEvents.pointsError, error: network },
    { type: 'balance.refresh' },
    { type: 'balance.toggleVisibility' },
    { type: 'signOut.request' },
    { type: 'signOut.cancel' },
    { type: 'signOut.confirm' },
    { type: sessionEvents.logoutDone },
    { type: sessionEvents.logoutError, error: network },
    { type: 'password.changed' },
    { type: 'handover.keep' },
    { type: 'handover.switch' },
    { type: 'session.expired' },
    // One case: the handler is one transition; which loads follow is the channel's own model and the unit tests' concern.
    { type: 'live.changed', topics: ['balance', 'deposits'] },
    ...gates.map((gate) => ({ type: `gate.${gate}` })),
  ],
  /** The token marker decides what member info the gateway answers; a waiting link's token, what member info leads to. */
  serializeState: serializeWithContext((context) => [context.token, context.handoverToken !== null]),
};
