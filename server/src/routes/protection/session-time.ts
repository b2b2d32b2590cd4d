/** Session time: the caller's session clock with the reality check's figures, choosing a limit and an interval, acknowledging a check. */
import { calls } from '../../../../src/services/calls';
import { sessionTimeInputSchema } from '../../../../src/services/schemas/session-time';
import { acknowledgeRealityCheck, sessionTimeOf, setSessionTime, type SessionCaller } from '../../domain/protection/session-time/session-time';
import { hashToken } from '../../domain/sessions';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import type { Member } from '../../http/context';

// Token calls run only once the member is found, so the token names a live session of this member.
const callerOf = (member: Member | null, token: string | null, now: number): SessionCaller => ({
  memberId: member!.id,
  sessionHash: hashToken(token ?? ''),
  now,
});

export const sessionTimeRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.sessionTime,
    input: noInput,
    handle: ({ member, token, deps }) => sessionTimeOf(deps.db, callerOf(member, token, deps.clock.now())),
  }),
  defineRoute({
    call: calls.sessionTimeSet,
    input: sessionTimeInputSchema,
    handle: ({ member, token, deps, input }) =>
      setSessionTime(
        deps.db,
        {
          ...callerOf(member, token, deps.clock.now()),
          ttlMs: deps.config.sessionTtlMs,
        },
        input,
      ),
  }),
  defineRoute({
    call: calls.realityCheckAck,
    input: noInput,
    handle: ({ member, token, deps }) => acknowledgeRealityCheck(deps.db, callerOf(member, token, deps.clock.now())),
  }),
];
