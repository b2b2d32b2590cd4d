/**
 * The announcements answer (banners, notices, popups, promotions), loaded
 * once for the whole shell and again when the language or the login state
 * changes, since both change what the gateway answers.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements } from '../../services/schemas/content';
import { createLoadAnnouncementsActor } from '../../services/content.actors';
import { createInspectedActor } from '../../inspection/create-inspected-actor';
import { useApp } from '../app-context';
import { useLoggedIn } from '../session-view';

export type AnnouncementsStatus = 'loading' | 'ready' | 'failed';

interface AnnouncementsState {
  answer: Announcements | null;
  status: AnnouncementsStatus;
  retry(): void;
}

const AnnouncementsContext = createContext<AnnouncementsState>({ answer: null, status: 'loading', retry: () => undefined });

export function AnnouncementsProvider({ children }: { children: ReactNode }) {
  const { http } = useApp();
  const { i18n } = useTranslation();
  const loggedIn = useLoggedIn();
  const [answer, setAnswer] = useState<Announcements | null>(null);
  const [status, setStatus] = useState<AnnouncementsStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const actor = createInspectedActor(createLoadAnnouncementsActor(http), { input: { loggedIn } });
    // A reload keeps the previous answer on screen until the new one arrives.
    setStatus((current) => (current === 'failed' ? 'loading' : current));
    const subscription = actor.subscribe({
      next: (snapshot) => {
        if (snapshot.status !== 'done') return;
        setAnswer(snapshot.output);
        setStatus('ready');
      },
      // Without announcements the shell shows no banners; pages that list them offer a retry.
      error: () => setStatus((current) => (current === 'ready' ? current : 'failed')),
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [http, i18n.language, loggedIn, attempt]);

  const state = useMemo(() => ({ answer, status, retry: () => setAttempt((count) => count + 1) }), [answer, status]);
  return <AnnouncementsContext.Provider value={state}>{children}</AnnouncementsContext.Provider>;
}

export function useAnnouncements(): Announcements | null {
  return useContext(AnnouncementsContext).answer;
}

/** Whether the answer is still loading or failed, and a way to ask again. */
export function useAnnouncementsStatus(): Pick<AnnouncementsState, 'status' | 'retry'> {
  const { status, retry } = useContext(AnnouncementsContext);
  return { status, retry };
}
