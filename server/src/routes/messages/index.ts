/** Inbox calls: the unread count on the header's mail icon, the message centre's list, and marking messages read. */
import { calls } from '../../../../src/services/calls';
import { errorCodes } from '../../../../src/services/error-codes';
import { inboxInputSchema, messageReadInputSchema } from '../../../../src/services/schemas/profile';
import { unreadMessageCount } from '../../domain/messages';
import { inboxPage, markMessagesRead } from '../../domain/profile/inbox';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import type { Member } from '../../http/context';
import { DomainError } from '../../http/domain-error';

/** Token routes run only after the router found the member; this narrows the type. */
const the = (member: Member | null): Member => member as Member;

export const messagesRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.unreadCount,
    input: noInput,
    handle: ({ member, deps }) => {
      if (!member) throw new DomainError(errorCodes.notLoggedIn, 401);
      return unreadMessageCount(deps.db, member.id);
    },
  }),
  defineRoute({ call: calls.inbox, input: inboxInputSchema, handle: ({ input, member, deps }) => inboxPage(deps.db, the(member).id, input) }),
  defineRoute({ call: calls.messageRead, input: messageReadInputSchema, handle: ({ input, member, deps }) => markMessagesRead(deps, the(member).id, input.ids) }),
];
