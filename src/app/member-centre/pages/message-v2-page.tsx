/**
 * The inbox (messageV2). Opening an unread message marks it read through
 * `messageRead`; once the gateway agrees, the list shows it read and the
 * session reloads the header's unread count (`extras.refresh`). Messages
 * opened while a mark is under way wait and go in the next one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { InboxView } from '../../../components/member-centre/account/inbox-view';
import { withInspection } from '../../../inspection/create-inspected-actor';
import type { Inbox, InboxItem } from '../../../services/schemas/profile';
import { useSessionActor } from '../../access/use-session';
import { useCentreLogic } from './wiring/use-centre-logic';
import { useRecords } from './wiring/use-records';
import { useLiveTopics } from '../../access/use-live-topics';

export default function MessageV2Page() {
  const logic = useCentreLogic();
  const session = useSessionActor();
  const records = useRecords<Inbox>(logic.inbox, { dated: false });
  // A message that arrives while the inbox is open joins the list.
  useLiveTopics(['inbox'], records.refresh);
  const markRead = useActorRef(logic.markRead, withInspection());
  const waiting = useRef(new Set<number>());
  const [openId, setOpenId] = useState<number | null>(null);
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [unreadLeft, setUnreadLeft] = useState<number | null>(null);

  const flush = useCallback(() => {
    if (!waiting.current.size || markRead.getSnapshot().hasTag('busy')) return;
    const ids = [...waiting.current];
    waiting.current.clear();
    markRead.send({ type: 'form.submit', values: { ids } });
  }, [markRead]);

  useEffect(() => {
    const succeeded = markRead.on('submit.succeeded', ({ values, result }) => {
      const ids = (values as { ids: number[] }).ids;
      setReadIds((previous) => new Set([...previous, ...ids]));
      setUnreadLeft(result as number);
      session?.send({ type: 'extras.refresh' });
      flush();
    });
    // A refused mark leaves the message unread; opening it again asks again.
    const settled = markRead.subscribe((snapshot) => snapshot.matches('failed') && flush());
    return () => {
      succeeded.unsubscribe();
      settled.unsubscribe();
    };
  }, [markRead, session, flush]);

  const open = (item: InboxItem) => {
    setOpenId(item.id);
    if (item.read || readIds.has(item.id)) return;
    waiting.current.add(item.id);
    flush();
  };

  const unread = unreadLeft ?? (records.view.status === 'ready' || records.view.status === 'empty' ? records.view.answer.unread : 0);
  return <InboxView view={records.view} readIds={readIds} unread={unread} openId={openId} onOpen={open} onPage={records.onPage} onRetry={records.onRetry} />;
}
