/**
 * The announcements answer (banners, notices, popups, promotions), loaded
 * once for the whole shell and again when the language or the login state
 * changes, since both change what the gateway answers.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcements } from '../../services/schemas/content';
import { createLoadAnnouncementsActor } from '../../services/content.actors';
import { createInspectedActor } from '../../inspection/create-inspected-actor';
import { useApp } from '../app-context';
import { useLoggedIn } from '../session-view';

const AnnouncementsContext = createContext<Announcements | null>(null);

export function AnnouncementsProvider({ children }: { children: ReactNode }) {
  const { http } = useApp();
  const { i18n } = useTranslation();
  const loggedIn = useLoggedIn();
  const [answer, setAnswer] = useState<Announcements | null>(null);

  useEffect(() => {
    const actor = createInspectedActor(createLoadAnnouncementsActor(http), { input: { loggedIn } });
    const subscription = actor.subscribe({
      next: (snapshot) => {
        if (snapshot.status === 'done') setAnswer(snapshot.output);
      },
      // Without announcements the shell simply shows no banners or promotions.
      error: () => undefined,
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [http, i18n.language, loggedIn]);

  return <AnnouncementsContext.Provider value={answer}>{children}</AnnouncementsContext.Provider>;
}

export function useAnnouncements(): Announcements | null {
  return useContext(AnnouncementsContext);
}
