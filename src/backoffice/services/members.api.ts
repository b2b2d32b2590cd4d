/** The member picture's calls as typed functions: search, profile, history pages, notes, lock, adjustments. */
import { operatorCall, type CallOptions } from './operator-call';

type Signal = Pick<CallOptions, 'signal'>;

export interface MemberHit {
  account: string;
  nickname: string;
  mobile: string;
  email: string;
  type: number;
  createdAt: number;
  matched: 'account' | 'mobile' | 'email' | 'reference';
}

export interface MemberProfile {
  account: string;
  nickname: string;
  type: number;
  mobile: string;
  email: string;
  emailVerified: boolean;
  mobileVerified: boolean;
  language: string;
  rankLevel: number;
  clubLabel: string;
  birthday: string;
  createdAt: number;
  firstLoginAt: number | null;
  wallets: { accountTypeId: number; balance: string }[];
  lock: { lockedBy: string; reason: string; lockedAt: number } | null;
  agent: { uplines: string[]; directDownlines: number; teamSize: number; contracts: { kind: string; status: string; role: string; counterpart: string }[] };
  protection: {
    limits: { kind: string; window: string; amount: string; pending: string | null; pendingEffectiveAt: number | null }[];
    breaks: { kind: string; startedAt: number; endsAt: number | null; releasedAt: number | null }[];
    realityCheckMinutes: number | null;
    sessionLimitMinutes: number | null;
  };
}

export interface Paged<T> {
  total: number;
  rows: T[];
}

export interface LedgerRow {
  id: number;
  kind: string;
  accountTypeId: number;
  amount: string;
  balanceAfter: string;
  reference: string;
  createdAt: number;
}

export interface BetRow {
  roundId: string;
  vendor: string;
  category: string;
  stake: string;
  payout: string;
  status: string;
  detail: Record<string, unknown>;
  createdAt: number;
}

export interface BonusRow {
  id: number;
  title: string;
  status: string;
  wagered: string;
  required: string;
  [field: string]: unknown;
}

export interface SignInRow {
  signedInAt: number;
  ip: string;
  deviceId: string;
  userAgent: string;
  open: boolean;
}

export interface NoteRow {
  id: number;
  author: string;
  body: string;
  createdAt: number;
}

export interface Adjustment {
  reference: string;
  account: string;
  amount: string;
  reason: string;
  requestedBy: string;
  status: 'pending' | 'applied' | 'rejected';
  decidedBy: string | null;
  createdAt: number;
  balanceAfter?: string | null;
}

const paging = (page: number, size: number) => ({ page, size });

export const membersApi = {
  search: (q: string, o: Signal = {}) => operatorCall<{ rows: MemberHit[] }>('memberSearch', { ...o, query: { q } }),
  profile: (account: string, o: Signal = {}) => operatorCall<MemberProfile>('memberProfile', { ...o, params: { account } }),
  ledger: (account: string, page: number, size: number, o: Signal = {}) => operatorCall<Paged<LedgerRow>>('memberLedger', { ...o, params: { account }, query: paging(page, size) }),
  bets: (account: string, page: number, size: number, o: Signal = {}) => operatorCall<Paged<BetRow>>('memberBets', { ...o, params: { account }, query: paging(page, size) }),
  bonuses: (account: string, o: Signal = {}) => operatorCall<{ rows: BonusRow[] }>('memberBonuses', { ...o, params: { account } }),
  signIns: (account: string, page: number, size: number, o: Signal = {}) => operatorCall<Paged<SignInRow>>('memberSignIns', { ...o, params: { account }, query: paging(page, size) }),
  notes: (account: string, o: Signal = {}) => operatorCall<{ rows: NoteRow[] }>('memberNotes', { ...o, params: { account } }),
  addNote: (account: string, body: string, o: Signal = {}) => operatorCall<NoteRow>('addMemberNote', { ...o, params: { account }, body: { body } }),
  lock: (account: string, reason: string, o: Signal = {}) => operatorCall<unknown>('lockMember', { ...o, params: { account }, body: { reason } }),
  unlock: (account: string, reason: string, o: Signal = {}) => operatorCall<unknown>('unlockMember', { ...o, params: { account }, body: { reason } }),
  adjust: (account: string, body: { direction: string; amount: string; reason: string; requestId: string }, o: Signal = {}) =>
    operatorCall<Adjustment>('adjustBalance', { ...o, params: { account }, body }),
  adjustments: (filters: { status?: string; member?: string; page: number; size: number }, o: Signal = {}) =>
    operatorCall<{ rows: Adjustment[]; more: boolean }>('adjustmentQueue', { ...o, query: { ...filters } }),
  decideAdjustment: (reference: string, verb: 'approve' | 'reject', reason: string, o: Signal = {}) =>
    operatorCall<Adjustment>('decideAdjustment', { ...o, params: { reference, verb }, body: { reason } }),
};
