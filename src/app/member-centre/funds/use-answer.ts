/**
 * One answer a money page shows (wallets, channels, settings, accounts,
 * recent requests), loaded by an inspected promise actor. A reload keeps
 * the answer on screen and marks it refreshing; `refresh` (a live notice)
 * swaps the new answer in without marking anything; `replace` puts in an
 * answer the page already has (the wallets a transfer answered with).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { createInspectedActor } from '../../../inspection/create-inspected-actor';
import { errorCodeOf } from '../../../machines/session/access-errors';
import type { ApiContext } from '../../../services/session.api';
import { useApp } from '../../app-context';

export interface Answer<T> {
  status: 'loading' | 'shown' | 'failed';
  data: T | null;
  errorCode: string | null;
  refreshing: boolean;
  reload(): void;
  /** Loads again without the refreshing mark: the old answer stays until the new one is in. */
  refresh(): void;
  replace(data: T): void;
}

interface State<T> {
  data: T | null;
  errorCode: string | null;
  loading: boolean;
  /** The load under way was not asked for by the person. */
  quiet: boolean;
}

/** `initial` shows a kept answer at once (sessionStorage); it is loaded again all the same. */
export function useAnswer<T>(load: (api: ApiContext) => Promise<T>, initial: T | null = null, onLoaded?: (data: T) => void): Answer<T> {
  const { http } = useApp();
  const [state, setState] = useState<State<T>>({ data: initial, errorCode: null, loading: true, quiet: false });
  const [attempt, setAttempt] = useState(0);
  const quietNext = useRef(false);
  const latest = useRef({ load, onLoaded });
  latest.current = { load, onLoaded };

  useEffect(() => {
    const actor = createInspectedActor(fromPromise<T>(({ signal }) => latest.current.load({ http, signal })));
    const quiet = quietNext.current;
    setState((current) => ({ ...current, loading: true, quiet }));
    const subscription = actor.subscribe({
      next: (snapshot) => {
        if (snapshot.status !== 'done') return;
        setState({ data: snapshot.output, errorCode: null, loading: false, quiet: false });
        latest.current.onLoaded?.(snapshot.output);
      },
      error: (error) => setState((current) => ({ ...current, errorCode: errorCodeOf(error), loading: false, quiet: false })),
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [http, attempt]);

  const reload = useCallback(() => {
    quietNext.current = false;
    setAttempt((count) => count + 1);
  }, []);
  const refresh = useCallback(() => {
    quietNext.current = true;
    setAttempt((count) => count + 1);
  }, []);
  const replace = useCallback((data: T) => {
    setState({ data, errorCode: null, loading: false, quiet: false });
    latest.current.onLoaded?.(data);
  }, []);

  return useMemo(() => {
    const status = state.data !== null ? 'shown' : state.loading ? 'loading' : 'failed';
    return { status, data: state.data, errorCode: state.errorCode, refreshing: state.loading && !state.quiet && state.data !== null, reload, refresh, replace };
  }, [state, reload, refresh, replace]);
}
