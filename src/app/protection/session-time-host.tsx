/**
 * The signed-in session's clocks, app-wide: the reality check and the
 * session-limit warning run while a member is signed in, their dialogs sit
 * over every page (the game page too), and the header reads the reality
 * check's answer for its clock. Safer play tells them when a choice changed.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import { withInspection } from '../../inspection/create-inspected-actor';
import { sameRealityCheck, selectRealityCheck, type RealityCheckView } from '../../machines/reality-check/reality-check.selectors';
import { useApp } from '../app-context';
import { navigateTo } from '../navigation';
import { useLoggedIn } from '../session-view';
import { useSessionActor } from '../access/use-session';
import { createRealityCheckLogic, createSessionLimitLogic } from './session-time-logic';
import { RealityCheckContainer } from './reality-check-container';
import { SessionLimitContainer } from './session-limit-container';
import { SessionClocksState } from './session-clocks-state';

type RealityCheckActor = ActorRefFrom<ReturnType<typeof createRealityCheckLogic>>;

interface SessionTimeValue {
  realityCheck: RealityCheckActor;
  /** Safer play saved a choice: both clocks read the gateway again. */
  notifyChanged(): void;
}

const SessionTimeContext = createContext<SessionTimeValue | null>(null);

export function useSessionTime(): SessionTimeValue | null {
  return useContext(SessionTimeContext);
}

const idle: RealityCheckView = {
  time: null,
  open: false,
  busy: false,
  stopping: false,
  errorCode: null,
};

/** The reality check's view, or nothing while signed out. */
export function useRealityCheckView(): RealityCheckView {
  const value = useSessionTime();
  return useSelector(value?.realityCheck, (snapshot) => (snapshot ? selectRealityCheck(snapshot) : idle), sameRealityCheck);
}

function SessionClocks({ onReady }: { onReady(value: SessionTimeValue | null): void }) {
  const { http } = useApp();
  const router = useRouter();
  const session = useSessionActor();
  const realityLogic = useMemo(
    () =>
      createRealityCheckLogic({
        http,
        // "Stop" ends the session and goes back to the lobby; the gateway's refusal of the session ends the games.
        stopPlay: async () => {
          session?.send({ type: 'signOut.request' });
          session?.send({ type: 'signOut.confirm' });
          await navigateTo(router, '/');
        },
      }),
    [http, router, session],
  );
  const limitLogic = useMemo(() => createSessionLimitLogic({ http }), [http]);
  const realityCheck = useActorRef(realityLogic, withInspection());
  const sessionLimit = useActorRef(limitLogic, withInspection());
  useEffect(() => {
    onReady({
      realityCheck,
      notifyChanged: () => {
        realityCheck.send({ type: 'time.changed' });
        sessionLimit.send({ type: 'time.changed' });
      },
    });
    return () => onReady(null);
  }, [realityCheck, sessionLimit, onReady]);
  return (
    <>
      <RealityCheckContainer actor={realityCheck} />
      <SessionLimitContainer actor={sessionLimit} />
      <SessionClocksState realityCheck={realityCheck} sessionLimit={sessionLimit} />
    </>
  );
}

export function SessionTimeProvider({ children }: { children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const [value, setValue] = useState<SessionTimeValue | null>(null);
  return (
    <SessionTimeContext.Provider value={loggedIn ? value : null}>
      {children}
      {loggedIn ? <SessionClocks onReady={setValue} /> : null}
    </SessionTimeContext.Provider>
  );
}
