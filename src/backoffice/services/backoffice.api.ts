/** The back office's calls as typed functions: sign-in, the queues, the member's context, the audit log. */
import { operatorCall, type CallOptions } from './operator-call';

export interface OperatorView {
  username: string;
  role: string;
  actions: string[];
}

export interface PasswordStep {
  csrf: string;
  enrolment: { secret: string; uri: string } | null;
}

export interface Claim {
  holder: string;
  until: number;
}

export interface QueueRow {
  reference: string;
  account: string;
  amount: string;
  status: string;
  createdAt: number;
  claim: Claim | null;
  [column: string]: unknown;
}

export interface QueuePage {
  total: number;
  rows: QueueRow[];
}

export interface QueueFilters {
  status?: string;
  member?: string;
  from?: number;
  to?: number;
  /** The feedback queue's question type. */
  questionType?: string;
  page: number;
  size: number;
}

export interface MemberContext {
  account: string;
  balance: { sumBalance: number; balance: { accountTypeId: number; availBalance: number }[] };
  deposits: { reference: string; amount: string; status: string; createdAt: number }[];
  withdrawals: { reference: string; amount: string; status: string; createdAt: number }[];
  requirements: { id: number; title: string; wagered: string; required: string }[];
}

export interface AuditRow {
  seq: number;
  actor: string;
  role: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  reason: string;
  address: string;
  at: number;
}

export interface AuditFilters {
  actor?: string;
  action?: string;
  subject?: string;
  from?: number;
  to?: number;
  page: number;
  size: number;
}

export type AuditVerdict = { intact: true; rows: number } | { intact: false; rows: number; firstBadSeq: number; problem: string };

export type ReviewKind = 'redemption' | 'activity' | 'affiliate';
export type QueueKind = 'deposit' | 'withdrawal' | 'confirmation' | 'feedback' | ReviewKind;

/** Deposits, withdrawals, disputed confirmations and feedback have calls of their own; the review kinds share one set, the kind in the path. */
const names = {
  deposit: { list: 'depositQueue', claim: 'claimDeposit', release: 'releaseDeposit', decide: 'decideDeposit' },
  withdrawal: { list: 'withdrawalQueue', claim: 'claimWithdrawal', release: 'releaseWithdrawal', decide: 'decideWithdrawal' },
  confirmation: { list: 'confirmationQueue', claim: 'claimConfirmation', release: 'releaseConfirmation', decide: 'decideConfirmation' },
  feedback: { list: 'feedbackQueue', claim: 'claimFeedback', release: 'releaseFeedback', decide: 'decideFeedback' },
  review: { list: 'reviewQueue', claim: 'claimReview', release: 'releaseReview', decide: 'decideReview' },
} as const;
const callsOf = (kind: QueueKind) => (kind === 'redemption' || kind === 'activity' || kind === 'affiliate' ? names.review : names[kind]);

type Signal = Pick<CallOptions, 'signal'>;

export const backofficeApi = {
  signInPassword: (body: { username: string; password: string }, o: Signal = {}) => operatorCall<PasswordStep>('signInPassword', { ...o, body }),
  signInCode: (code: string, o: Signal = {}) => operatorCall<OperatorView & { csrf: string }>('signInCode', { ...o, body: { code } }),
  currentOperator: (o: Signal = {}) => operatorCall<OperatorView>('currentOperator', o),
  signOut: () => operatorCall<null>('signOut'),
  queue: (kind: QueueKind, filters: QueueFilters, o: Signal = {}) => operatorCall<QueuePage>(callsOf(kind).list, { ...o, params: { kind }, query: { ...filters } }),
  claim: (kind: QueueKind, reference: string, o: Signal = {}) =>
    operatorCall<{ username: string; expiresAt: number }>(callsOf(kind).claim, { ...o, params: { kind, reference } }),
  release: (kind: QueueKind, reference: string, o: Signal = {}) => operatorCall<null>(callsOf(kind).release, { ...o, params: { kind, reference } }),
  decide: (kind: QueueKind, reference: string, verb: string, reason: string, o: Signal = {}) =>
    operatorCall<{ reference: string; status: string }>(callsOf(kind).decide, { ...o, params: { kind, reference, verb }, body: { reason } }),
  reviewImage: (reference: string, position: number, o: Signal = {}) =>
    operatorCall<{ image: string }>('reviewImage', { ...o, params: { reference, position: String(position) } }),
  memberContext: (account: string, o: Signal = {}) => operatorCall<MemberContext>('memberContext', { ...o, params: { account } }),
  auditSearch: (filters: AuditFilters, o: Signal = {}) => operatorCall<{ total: number; rows: AuditRow[] }>('auditSearch', { ...o, query: { ...filters } }),
  auditVerify: (o: Signal = {}) => operatorCall<AuditVerdict>('auditVerify', o),
};
