/**
 * The visitor's session (spec §4): restored from the page's query token or
 * the stored session at start, opened by login, registration or free play, closed
 * by a confirmed sign-out or by any call that finds the session gone (the HTTP
 * client's onSessionExpired sends `session.expired`). While logged in, member
 * info decides the account kind (member, agent, trial); the balance, the
 * avatar and the unread count load after it. Gated actions get a verdict in
 * `gateOutcome` and as an emitted `gate.outcome` event the shell acts on.
 * Storage is injected: the token (`storeToken`) and the pending-change flag
 * (`storeChangeRequired`) are all that is written; never a password.
 * A link whose token differs from the stored session's never replaces it by
 * itself: once member info names the signed-in account, the account waits
 * in `confirmingHandover` (gates pending) for the person to keep or switch.
 * While logged in (trial too: maintenance and a session ended elsewhere
 * concern it), the live channel (`liveChannel`, its own machine) reports
 * what changed as `live.changed`: the balance and the badges load again
 * quietly, and the event is emitted for the screens that show the rest.
 */
import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { Balance, LoginResult, MemberInfo } from '../../services/schemas/account';
import { errorCodeOf } from './access-errors';
import { liveChannelMachine } from '../live-channel/live-channel.machine';
import type { LiveTopic } from '../../services/schemas/live';
import {
  accountKindOf,
  gateHandlers,
  type GateOutcome,
  type RestoredSession,
  type SessionContext,
  type SessionEmitted,
  type SessionEvent,
  type SignedIn,
} from './session-rules';

export type { SessionContext } from './session-rules';

const signedOut = { token: null, handoverToken: null, memberInfo: null, balance: null, unreadCount: null, points: null, avatarUrl: null, mustChangePassword: false, password: null, firstTimeLogin: false, protection: null };

/** Effects come through `.provide()`; until then each stub fails loudly. */
const notProvided = <T>(name: string) =>
  fromPromise<T>(async () => {
    throw new Error(`${name} not provided`);
  });
const notProvidedAction =
  <P = void>(name: string) =>
  (_: unknown, _params: P): void => {
    throw new Error(`${name} not provided`);
  };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** The stored token with its pending-change mark (and a link's different token, unstored), else a visitor's link token (then stored); null for a guest. */
    restoreToken: notProvided<RestoredSession | null>('restoreToken'),
    loadMemberInfo: notProvided<MemberInfo>('loadMemberInfo'),
    loadBalance: notProvided<Balance>('loadBalance'),
    /** The profile picture as an image URL, or null when the member has none. */
    loadAvatar: notProvided<string | null>('loadAvatar'),
    loadUnreadCount: notProvided<number>('loadUnreadCount'),
    loadPoints: notProvided<number>('loadPoints'),
    startFreePlay: notProvided<LoginResult>('startFreePlay'),
    submitLogout: notProvided<void>('submitLogout'),
    /** Provided with its stream (`openChannel`) at the composition point. */
    liveChannel: liveChannelMachine,
  },
  guards: {
    hasToken: (_, restored: RestoredSession | null) => Boolean(restored?.token),
    isAgent: (_, info: MemberInfo) => accountKindOf(info) === 'agent',
    isTrial: (_, info: MemberInfo) => accountKindOf(info) === 'trial',
    isTrialSession: ({ context }) => context.memberInfo !== null && accountKindOf(context.memberInfo) === 'trial',
    mustChangePassword: ({ context }) => context.mustChangePassword,
    hasHandover: ({ context }) => context.handoverToken !== null,
  },
  actions: {
    /** Hands the token to the session store (provided by the app). */
    storeToken: notProvidedAction<string>('storeToken'),
    /** Marks (true) or clears (false) the pending forced change in the session store, so a reload still forces it. */
    storeChangeRequired: notProvidedAction<boolean>('storeChangeRequired'),
    /** Clears the session store except the merchant code (api-facts §8), the pending-change mark with it. */
    clearStoredSession: notProvidedAction('clearStoredSession'),
    openSession: assign((_, signedIn: SignedIn) => ({
      token: signedIn.result.token,
      firstTimeLogin: signedIn.result.firstTimeLogin,
      protection: signedIn.result.protection ?? null,
      mustChangePassword: signedIn.mustChangePassword,
      password: signedIn.mustChangePassword ? signedIn.password : null,
      endedBy: null,
      errorCode: null,
    })),
    restoreSession: assign((_, restored: RestoredSession) => ({
      token: restored.token,
      handoverToken: restored.handoverToken ?? null,
      mustChangePassword: restored.mustChangePassword,
      password: null,
      endedBy: null,
    })),
    forgetHandover: assign({ handoverToken: null }),
    /** The link's session replaces this one: nothing of the previous member stays (the balance eye is the person's). */
    takeHandover: assign(({ context }) => ({ ...signedOut, token: context.handoverToken, endedBy: null, errorCode: null, balanceErrorCode: null })),
    closeSession: assign((_, endedBy: 'signOut' | 'expired') => ({ ...signedOut, endedBy })),
    storeMemberInfo: assign((_, memberInfo: MemberInfo) => ({ memberInfo, errorCode: null })),
    loadBalanceNext: raise({ type: 'balance.refresh' }),
    loadExtrasNext: raise({ type: 'extras.refresh' }),
    storeBalanceQuiet: assign((_, quiet: boolean) => ({ balanceQuiet: quiet })),
    storeBalance: assign((_, balance: Balance) => ({ balance, balanceErrorCode: null })),
    storeAvatar: assign((_, avatarUrl: string | null) => ({ avatarUrl })),
    storeUnreadCount: assign((_, unreadCount: number) => ({ unreadCount })),
    storePoints: assign((_, points: number) => ({ points })),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error) })),
    storeBalanceError: assign((_, { error }: { error: unknown }) => ({ balanceErrorCode: errorCodeOf(error) })),
    toggleBalance: assign(({ context }) => ({ balanceVisible: !context.balanceVisible })),
    forgetPassword: assign({ mustChangePassword: false, password: null }),
    storeGate: assign((_, outcome: GateOutcome) => ({ gateOutcome: outcome })),
    emitGate: emit((_, outcome: GateOutcome) => ({ type: 'gate.outcome' as const, ...outcome })),
    /** The balance brings the badges after it; badges alone load without it. */
    emitLive: emit((_, topics: LiveTopic[]) => ({ type: 'live.changed' as const, topics })),
    followLive: enqueueActions<SessionContext, SessionEvent, LiveTopic[], SessionEvent, never, never, never, never, never>(({ enqueue }, topics) => {
      if (topics.includes('balance')) enqueue.raise({ type: 'balance.refresh', quiet: true });
      else if (topics.includes('inbox') || topics.includes('points')) enqueue.raise({ type: 'extras.refresh' });
    }),
  },
}).createMachine({
  id: 'session',
  context: {
    ...signedOut,
    balanceVisible: true,
    gateOutcome: null,
    endedBy: null,
    errorCode: null,
    balanceErrorCode: null,
    balanceQuiet: false,
  },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreToken',
        src: 'restoreToken',
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: { type: 'restoreSession', params: ({ event }) => event.output as RestoredSession },
            description: "This tab's token, or a visitor's from the query string: load the member it belongs to; a pending forced change comes back with it.",
          },
          { target: 'loggedOut' },
        ],
        onError: { target: 'loggedOut' },
      },
    },
    loggedOut: {
      on: {
        ...gateHandlers('guest'),
        'login.succeeded': {
          target: 'loggedIn',
          actions: [
            { type: 'openSession', params: ({ event }) => event },
            { type: 'storeToken', params: ({ event }) => event.result.token },
            { type: 'storeChangeRequired', params: ({ event }) => event.mustChangePassword },
          ],
        },
        'freePlay.start': { target: 'startingFreePlay' },
      },
    },
    startingFreePlay: {
      tags: ['busy'],
      on: gateHandlers('pending'),
      invoke: {
        id: 'startFreePlay',
        src: 'startFreePlay',
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'openSession', params: ({ event }) => ({ result: event.output, mustChangePassword: false, password: null }) },
            { type: 'storeToken', params: ({ event }) => event.output.token },
            { type: 'storeChangeRequired', params: false },
          ],
          description: 'Free play logs in as a trial guest; no forced change applies (pending-change mark cleared).',
        },
        onError: { target: 'loggedOut', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loggedIn: {
      type: 'parallel',
      invoke: { id: 'liveChannel', src: 'liveChannel', input: ({ self }) => ({ parent: self }) },
      on: {
        'live.changed': {
          actions: [
            { type: 'emitLive', params: ({ event }) => event.topics },
            { type: 'followLive', params: ({ event }) => event.topics },
          ],
          description: 'The gateway says what changed, never the values: the balance or the badges are asked again, and the screens hear it.',
        },
        'session.expired': {
          target: 'loggedOut',
          actions: ['clearStoredSession', { type: 'closeSession', params: 'expired' }],
          description: 'A call found the session gone (401 or a session error code).',
        },
        'balance.toggleVisibility': { actions: 'toggleBalance' },
      },
      states: {
        account: {
          initial: 'loadingInfo',
          on: { 'password.changed': { target: '.loadingInfo', description: 'After a password change the login info is loaded again.' } },
          states: {
            loadingInfo: {
              on: gateHandlers('pending'),
              invoke: {
                id: 'loadMemberInfo',
                src: 'loadMemberInfo',
                onDone: [
                  {
                    guard: 'hasHandover',
                    target: 'confirmingHandover',
                    actions: [{ type: 'storeMemberInfo', params: ({ event }) => event.output }, 'loadBalanceNext'],
                    description: 'A link carries another session: nothing is allowed until the person, told who is signed in, chooses.',
                  },
                  // Member info first, then the balance (the original's order).
                  { guard: { type: 'isAgent', params: ({ event }) => event.output }, target: 'agent', actions: [{ type: 'storeMemberInfo', params: ({ event }) => event.output }, 'loadBalanceNext'] },
                  { guard: { type: 'isTrial', params: ({ event }) => event.output }, target: 'trial', actions: [{ type: 'storeMemberInfo', params: ({ event }) => event.output }, 'loadBalanceNext'] },
                  {
                    target: 'member',
                    actions: [{ type: 'storeMemberInfo', params: ({ event }) => event.output }, 'loadBalanceNext'],
                    description: 'The account kind comes from member info: agents 1, 2, 41, 42; trial 4.',
                  },
                ],
                onError: { target: 'infoFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            infoFailed: { on: { ...gateHandlers('pending'), 'info.retry': { target: 'loadingInfo' } } },
            confirmingHandover: {
              on: {
                ...gateHandlers('pending'),
                'handover.keep': {
                  target: 'loadingInfo',
                  actions: 'forgetHandover',
                  description: "The person stays who they are; the link's token is dropped, never stored. Member info decides the account kind again.",
                },
                'handover.switch': {
                  target: '#session.loggedIn',
                  reenter: true,
                  actions: [{ type: 'storeToken', params: ({ context }) => context.handoverToken! }, { type: 'storeChangeRequired', params: false }, 'takeHandover'],
                  description: "Only the person's choice takes the link's session: it is stored and loaded like a fresh one.",
                },
              },
            },
            member: { on: gateHandlers('member') },
            agent: { on: gateHandlers('agent') },
            trial: { on: gateHandlers('trial') },
          },
        },
        balance: {
          initial: 'idle',
          on: {
            'balance.refresh': {
              target: '.loading',
              actions: { type: 'storeBalanceQuiet', params: ({ event }) => event.quiet === true },
              description: 'Member info arrived, money moved or the person asked: the balance loads; a load under way starts again, as its answer may predate the movement.',
            },
          },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadBalance',
                src: 'loadBalance',
                onDone: { target: 'ready', actions: [{ type: 'storeBalance', params: ({ event }) => event.output }, 'loadExtrasNext'] },
                onError: { target: 'failed', actions: [{ type: 'storeBalanceError', params: ({ event }) => ({ error: event.error }) }, 'loadExtrasNext'] },
              },
            },
            ready: {},
            failed: {},
          },
        },
        extras: {
          initial: 'waiting',
          states: {
            waiting: { on: { 'extras.refresh': { target: 'loadingAvatar', description: 'The balance answered: the avatar, then the unread count (one call at a time).' } } },
            loadingAvatar: {
              invoke: {
                id: 'loadAvatar',
                src: 'loadAvatar',
                onDone: { target: 'loadingUnread', actions: { type: 'storeAvatar', params: ({ event }) => event.output } },
                onError: { target: 'loadingUnread', description: 'Without a picture the header shows the default avatar.' },
              },
            },
            loadingUnread: {
              invoke: {
                id: 'loadUnreadCount',
                src: 'loadUnreadCount',
                onDone: [
                  { guard: 'isTrialSession', target: 'ready', actions: { type: 'storeUnreadCount', params: ({ event }) => event.output }, description: 'A trial account has no points: they are not asked for.' },
                  { target: 'loadingPoints', actions: { type: 'storeUnreadCount', params: ({ event }) => event.output } },
                ],
                onError: [
                  { guard: 'isTrialSession', target: 'ready', description: 'The mail badge keeps its last count; a trial account has no points to ask for.' },
                  { target: 'loadingPoints', description: 'The mail badge keeps its last count.' },
                ],
              },
            },
            loadingPoints: {
              invoke: {
                id: 'loadPoints',
                src: 'loadPoints',
                onDone: { target: 'ready', actions: { type: 'storePoints', params: ({ event }) => event.output } },
                onError: { target: 'ready', description: 'Refused (points switched off): the chip stays hidden.' },
              },
            },
            ready: { on: { 'extras.refresh': { target: 'loadingUnread', description: 'Every balance answer also refreshes the mail badge and the points.' } } },
          },
        },
        signOut: {
          initial: 'idle',
          states: {
            idle: { on: { 'signOut.request': { target: 'confirming', description: 'Sign-out asks first (in_sure_logout).' } } },
            confirming: { on: { 'signOut.cancel': { target: 'idle' }, 'signOut.confirm': { target: 'signingOut' } } },
            signingOut: {
              tags: ['busy'],
              invoke: {
                id: 'submitLogout',
                src: 'submitLogout',
                onDone: { target: '#session.loggedOut', actions: ['clearStoredSession', { type: 'closeSession', params: 'signOut' }] },
                onError: {
                  target: '#session.loggedOut',
                  actions: ['clearStoredSession', { type: 'closeSession', params: 'signOut' }],
                  description: 'The local session ends even when the gateway cannot be told.',
                },
              },
            },
          },
        },
        password: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'mustChangePassword', target: 'changeRequired' }, { target: 'current' }] },
            changeRequired: {
              on: { 'password.changed': { target: 'current', actions: ['forgetPassword', { type: 'storeChangeRequired', params: false }] } },
            },
            current: {},
          },
        },
      },
    },
  },
});
