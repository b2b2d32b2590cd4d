/** Inbox calls: the unread count on the header's mail icon. */
import type { ApiContext } from './session.api';
import { unreadCountSchema } from './schemas/account';

export const loadUnreadCount = ({ http, signal }: ApiContext): Promise<number> => http.call('unreadCount', { schema: unreadCountSchema, signal });
