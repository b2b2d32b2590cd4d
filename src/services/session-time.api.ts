/** Session-time calls: the caller's session clock and figures, the member's choices, answering a reality check. */
import type { ApiContext } from './session.api';
import { sessionTimeSchema, type SessionTime, type SessionTimeInput } from './schemas/session-time';

export const loadSessionTime = ({ http, signal }: ApiContext): Promise<SessionTime> => http.call('sessionTime', { schema: sessionTimeSchema, signal });

export const setSessionTime = ({ http, signal }: ApiContext, input: SessionTimeInput): Promise<SessionTime> =>
  http.call('sessionTimeSet', {
    data: {
      realityCheckMinutes: input.realityCheckMinutes,
      sessionLimitMinutes: input.sessionLimitMinutes,
    },
    schema: sessionTimeSchema,
    signal,
  });

export const acknowledgeRealityCheck = ({ http, signal }: ApiContext): Promise<SessionTime> => http.call('realityCheckAck', { data: {}, schema: sessionTimeSchema, signal });
