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
}

export const disputesApi = {
  confirmationProof: (reference: string, o: Signal = {}) => operatorCall<{ image: string }>('confirmationProof', { ...o, params: { reference } }),
  memberBreaks: (account: string, o: Signal = {}) => operatorCall<{ inForce: boolean; breaks: MemberBreak[] }>('memberBreaks', { ...o, params: { account } }),
  liftBreaks: (account: string, reason: string, o: Signal = {}) =>
    operatorCall<{ lifted: number; releasedAt: number }>('liftMemberBreaks', { ...o, params: { account }, body: { reason } }),
};
