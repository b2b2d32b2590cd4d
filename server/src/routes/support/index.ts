/** Feedback calls: the settings the form is built from, and sending one (members and visitors). */
import { calls } from '../../../../src/services/calls';
import { headers } from '../../../../src/services/headers';
import { feedbackInputSchema } from '../../../../src/services/schemas/support';
import { feedbackSettingsOf, sendFeedback } from '../../domain/support/feedback';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { requestPlace } from '../system/request-place';

const languageOf = (header: string | undefined): string => (header && /^[A-Za-z-]{2,5}$/.test(header) ? header.toUpperCase() : 'EN');

export const supportRoutes: CallRoute<any>[] = [
  defineRoute({ call: calls.feedbackSettings, input: noInput, handle: ({ deps }) => feedbackSettingsOf(deps.db) }),
  defineRoute({
    call: calls.feedback,
    input: feedbackInputSchema,
    handle: ({ input, member, deps, c }) =>
      sendFeedback(deps.db, { member, ip: requestPlace(c).ip, language: member?.language ?? languageOf(c.req.header(headers.language)) }, input, deps.clock.now()),
  }),
];
