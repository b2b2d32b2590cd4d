/**
 * The screens' one door to live updates: the session actor emits
 * `live.changed` (views never touch the channel), and a screen re-reads what
 * it shows when a topic it names changed.
 */
import { useEffect, useRef } from 'react';
import type { LiveTopic } from '../../services/schemas/live';
import { useSessionActor } from './use-session';

export function useLiveTopics(topics: readonly LiveTopic[], refresh: () => void): void {
  const session = useSessionActor();
  const latest = useRef(refresh);
  latest.current = refresh;
  const key = topics.join(',');
  useEffect(() => {
    if (!session) return;
    const wanted = key.split(',');
    const subscription = session.on('live.changed', ({ topics: changed }) => {
      if (changed.some((topic) => wanted.includes(topic))) latest.current();
    });
    return () => subscription.unsubscribe();
  }, [session, key]);
}
