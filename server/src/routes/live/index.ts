/**
 * The live channel: one server-sent-event stream per signed-in tab
 * (live/hub.ts). Authenticated like every token call, so a missing, expired
 * or revoked token gets the same 401 envelope. A gateway that cannot LISTEN
 * answers 404, as a gateway without the call would, and the portal polls.
 */
import { calls } from '../../../../src/services/calls';
import { errorCodes } from '../../../../src/services/error-codes';
import { hashToken } from '../../domain/sessions';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';

const streamHeaders = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  // Proxies that buffer answers (nginx) would hold the events back.
  'X-Accel-Buffering': 'no',
};

export const liveRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.liveUpdates,
    input: noInput,
    handle: async ({ member, token, c }) => {
      const hub = c.get('live');
      const memberId = (member as Member).id;
      if (!hub.available) throw new DomainError(errorCodes.notFound, 404);
      if (!hub.accepts(memberId)) throw new DomainError(errorCodes.tooManyRequests, 429);
      await hub.ready();
      return c.body(hub.open({ memberId, tokenHash: hashToken(token ?? '') }), 200, streamHeaders);
    },
  }),
];
