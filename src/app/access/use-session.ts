/** The app-wide session actor, typed, and its view-model. */
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { sessionMachine } from '../../machines/session/session.machine';
import { selectSession, type SessionView } from '../../machines/session/session.selectors';
import { useApp } from '../app-context';

export type SessionActor = Actor<typeof sessionMachine>;

export function useSessionActor(): SessionActor | undefined {
  return useApp().actors.session as SessionActor | undefined;
}

export function useSessionSelector<T>(select: (view: SessionView) => T): T | undefined {
  const session = useSessionActor();
  return useSelector(session, (snapshot) => (snapshot ? select(selectSession(snapshot)) : undefined));
}
