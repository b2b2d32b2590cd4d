/** The calls of the disputed-confirmation proof and of a member's breaks, as typed functions. */
import { operatorCall, type CallOptions } from './operator-call';

type Signal = Pick<CallOptions, 'signal'>;

export interface MemberBreak {
  id: number;
  kind: 'timeout' | 'exclusion';
  startedAt: number;
  endsAt: number | null;
  releasedAt: number | null;
  liftRequestedAt: number | null;
  holds: boolean;
  liftedBy: string;
  liftReason: string;
  /** The member's request to lift and its decision; null when none was made. */
  lift: { state: 'waiting' | 'approved' | 'refused'; requestedAt: number; decidedAt: number | null; reason: string } | null;
  liftDecidedBy: string;
  liftDecisionReason: string;
  /** Waiting past the 7 days a decision is due in. */
  liftOverdue: boolean;
}

export interface LiftRequestRow {
  account: string;
  breakId: number;
  endsAt: number | null;
  requestedAt: number;
  dueAt: number;
  overdue: boolean;
}

export const disputesApi = {
  confirmationProof: (reference: string, o: Signal = {}) => operatorCall<{ image: string }>('confirmationProof', { ...o, params: { reference } }),
  memberBreaks: (account: string, o: Signal = {}) => operatorCall<{ inForce: boolean; breaks: MemberBreak[] }>('memberBreaks', { ...o, params: { account } }),
  liftBreaks: (account: string, reason: string, o: Signal = {}) =>
    operatorCall<{ lifted: number; releasedAt: number }>('liftMemberBreaks', { ...o, params: { account }, body: { reason } }),
  liftRequests: (o: Signal = {}) => operatorCall<{ requests: LiftRequestRow[] }>('liftRequests', o),
  decideLift: (account: string, decision: 'approve' | 'refuse', reason: string, o: Signal = {}) =>
    operatorCall<{ breakId: number; decision: string; releasedAt: number | null }>('decideMemberLift', { ...o, params: { account, decision }, body: { reason } }),
};
