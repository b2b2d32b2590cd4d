/**
 * The announcements answer (banners, notices, popups, promotions), loaded
 * once for the whole shell and again when the language or the login state
 * changes, since both change what the gateway answers.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements } from '../../services/schemas/content';
import { createEarlyAnnouncementsActor, createLoadAnnouncementsActor } from '../../services/content.actors';
import { fetchAnnouncements } from '../../services/content.api';
import type { HttpClient } from '../../services/http';
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

/** A request sent before the first render, for the language and login state that render starts with. */
export interface EarlyAnnouncements {
  language: string;
  loggedIn: boolean;
  answer: Promise<Announcements>;
  /** The answer once it has arrived: a first render after that shows it at once, banner included. */
  arrived?: Announcements;
}

const fitsEarly = (early: EarlyAnnouncements | undefined, language: string, loggedIn: boolean): early is EarlyAnnouncements =>
  early !== undefined && early.language === language && early.loggedIn === loggedIn;

/**
 * Asks for the announcements while the first render is still ahead: they carry the banner, the largest thing the
 * lobby pages paint first, and asked for from the provider's effect they would wait for that render.
 */
export function requestAnnouncementsEarly(http: HttpClient, key: { language: string; loggedIn: boolean }): EarlyAnnouncements {
  const answer = fetchAnnouncements(http, { loggedIn: key.loggedIn });
  const early: EarlyAnnouncements = { ...key, answer };
  // A failure is reported through the provider's actor when it takes the answer; until then it is not unhandled.
  answer.then((arrived) => (early.arrived = arrived)).catch(() => undefined);
  return early;
}

export function AnnouncementsProvider({ children, early }: { children: ReactNode; early?: EarlyAnnouncements }) {
  const { http } = useApp();
  const { i18n } = useTranslation();
  const loggedIn = useLoggedIn();
  // Arrived before the first render: the shell draws the banner in that render instead of one render later.
  const [answer, setAnswer] = useState<Announcements | null>(() => (fitsEarly(early, i18n.language, loggedIn) ? (early.arrived ?? null) : null));
  const [status, setStatus] = useState<AnnouncementsStatus>(() => (answer ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  // The early answer serves the first load only, and only if nothing it was asked for has changed since.
  const pendingEarly = useRef(early);

  useEffect(() => {
    const taken = pendingEarly.current;
    pendingEarly.current = undefined;
    const logic = attempt === 0 && fitsEarly(taken, i18n.language, loggedIn) ? createEarlyAnnouncementsActor(taken.answer) : createLoadAnnouncementsActor(http);
    const actor = createInspectedActor(logic, { input: { loggedIn } });
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
