/** Inbox calls: the unread count shown on the header's mail icon. */
import { calls } from '../../../../src/services/calls';
import { errorCodes } from '../../../../src/services/error-codes';
import { unreadMessageCount } from '../../domain/messages';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { DomainError } from '../../http/domain-error';

export const messagesRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.unreadCount,
    input: noInput,
    handle: ({ member, deps }) => {
      if (!member) throw new DomainError(errorCodes.notLoggedIn, 401);
      return unreadMessageCount(deps.db, member.id);
    },
  }),
];
