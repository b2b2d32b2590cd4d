/**
 * One answer a lobby block shows (hot games, popular lottery, winners,
 * favourites list, recents, PvP rooms, lottery menus), loaded by an inspected
 * promise actor and loaded again when its keys change. An answer to keys no
 * longer shown is dropped with its actor.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { createInspectedActor } from '../../../inspection/create-inspected-actor';
import type { ApiContext } from '../../../services/session.api';
import { useApp } from '../../app-context';

export type FeedStatus = 'loading' | 'shown' | 'failed';

export interface Feed<T> {
  status: FeedStatus;
  data: T | null;
  retry(): void;
}

/** `keys` say when to load again; `enabled` false loads nothing (a visitor's member-only block). */
export function useFeed<T>(load: (api: ApiContext) => Promise<T>, keys: readonly unknown[], enabled = true): Feed<T> {
  const { http } = useApp();
  const [state, setState] = useState<{ status: FeedStatus; data: T | null }>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return;
    const actor = createInspectedActor(fromPromise<T>(({ signal }) => loadRef.current({ http, signal })));
    // A reload after new keys keeps the previous answer on screen until the new one arrives.
    setState((current) => (current.status === 'failed' ? { status: 'loading', data: current.data } : current));
    const subscription = actor.subscribe({
      next: (snapshot) => {
        if (snapshot.status === 'done') setState({ status: 'shown', data: snapshot.output });
      },
      error: () => setState((current) => ({ status: 'failed', data: current.data })),
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
    // The keys are the caller's dependency list.
  }, [http, enabled, attempt, ...keys]);

  return useMemo(() => ({ ...state, retry: () => setAttempt((count) => count + 1) }), [state]);
}
