/** Snapshot → what the header, side menu, centres and the shell read. */
import type { SnapshotFrom } from 'xstate';
import type { MemberInfo } from '../../services/schemas/account';
import type { LoginProtection } from '../../services/schemas/protection-breaks';
import type { sessionMachine } from './session.machine';
import type { AccountKind, GateOutcome } from './session-rules';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type SessionStatus = 'restoring' | 'guest' | 'startingFreePlay' | 'loggedIn';

export interface SessionView {
  status: SessionStatus;
  isLoggedIn: boolean;
  /** Null until member info has loaded. */
  accountKind: AccountKind | null;
  /** Restoring, starting free play or loading member info: gated actions get the 'pending' verdict meanwhile. */
  accountLoading: boolean;
  isAgent: boolean;
  isTrial: boolean;
  member: MemberInfo | null;
  /** Formatted by the view; hidden shows three asterisks (spec §4). */
  balance: { amount: number; currencySymbol: string } | null;
  balanceVisible: boolean;
  balanceLoading: boolean;
  balanceErrorCode: string | null;
  /** The mail icon's badge; 0 until loaded. */
  unreadCount: number;
  points: number;
  /** Null: the default avatar. */
  avatarUrl: string | null;
  confirmingSignOut: boolean;
  /** A link would sign in as another account: the person keeps this session or switches. */
  confirmingHandover: boolean;
  signingOut: boolean;
  /** The change-password modal must open and stay until the password is changed. */
  mustChangePassword: boolean;
  /** For the forced change: the old password, kept in memory only. */
  password: string | null;
  firstTimeLogin: boolean;
  /** A break in force at login: the portal says until when. */
  protection: LoginProtection | null;
  gateOutcome: GateOutcome | null;
  /** The session ended because a call found it gone: the shell opens the login popup. */
  expired: boolean;
  errorCode: string | null;
}

const kinds: AccountKind[] = ['member', 'agent', 'trial'];

export function selectSession(snapshot: SessionSnapshot): SessionView {
  const { context } = snapshot;
  const loggedIn = snapshot.matches('loggedIn');
  const accountKind = kinds.find((kind) => snapshot.matches({ loggedIn: { account: kind } })) ?? null;
  const status: SessionStatus = loggedIn ? 'loggedIn' : snapshot.matches('loggedOut') ? 'guest' : (snapshot.value as SessionStatus);
  return {
    status,
    isLoggedIn: loggedIn,
    accountKind,
    accountLoading:
      snapshot.matches('restoring') ||
      snapshot.matches('startingFreePlay') ||
      snapshot.matches({ loggedIn: { account: 'loadingInfo' } }) ||
      snapshot.matches({ loggedIn: { account: 'confirmingHandover' } }),
    isAgent: accountKind === 'agent',
    isTrial: accountKind === 'trial',
    member: context.memberInfo,
    balance: context.balance ? { amount: context.balance.sumBalance, currencySymbol: context.balance.currencySymbol } : null,
    balanceVisible: context.balanceVisible,
    balanceLoading: snapshot.matches({ loggedIn: { balance: 'loading' } }) && !context.balanceQuiet,
    balanceErrorCode: context.balanceErrorCode,
    unreadCount: context.unreadCount ?? 0,
    points: context.points ?? 0,
    avatarUrl: context.avatarUrl,
    confirmingSignOut: snapshot.matches({ loggedIn: { signOut: 'confirming' } }),
    confirmingHandover: snapshot.matches({ loggedIn: { account: 'confirmingHandover' } }),
    signingOut: snapshot.matches({ loggedIn: { signOut: 'signingOut' } }),
    mustChangePassword: snapshot.matches({ loggedIn: { password: 'changeRequired' } }),
    password: context.password,
    firstTimeLogin: context.firstTimeLogin,
    // The login answer's, or after a reload the member info's: the break banner survives a reload.
    protection: context.protection ?? context.memberInfo?.protection ?? null,
    gateOutcome: context.gateOutcome,
    expired: !loggedIn && context.endedBy === 'expired',
    errorCode: context.errorCode,
  };
}

/** The token for the HTTP client and for links that carry it (app download). */
export const selectToken = (snapshot: SessionSnapshot): string | null => snapshot.context.token;

/** The member's loaded points, null until loaded or when refused (the view's `points` shows 0 then). */
export const selectPoints = (snapshot: SessionSnapshot): number | null => snapshot.context.points;
