/**
 * The app-wide dependencies: the HTTP client, the long-lived actors and the
 * shell's helpers. The same object is the router context, so route guards
 * and route components reach it the same way (`context` / `useApp()`).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Actor, AnyActorRef } from 'xstate';
import type { i18n } from 'i18next';
import type { HttpClient } from '../services/http';
import type { shellMachine } from '../machines/shell/shell.machine';
import type { systemStatusMachine } from '../machines/system-status/system-status.machine';
import type { CentreOpener } from './member-pages';
import type { GameLauncher } from './games/launch/game-launcher';
import type { SessionAdapter } from './session-adapter';

export interface AppActors {
  systemStatus: Actor<typeof systemStatusMachine>;
  shell: Actor<typeof shellMachine>;
  /** The session actor (`session`), once the composition root provides it. */
  session: AnyActorRef | undefined;
}

export interface AppContext {
  http: HttpClient;
  actors: AppActors;
  i18n: i18n;
  merchant: string;
  /** The session token of this tab (sessionStorage `token`), or null. */
  getToken(): string | null;
  /** Reads the session actor for the shell; absent until the session flow is wired. */
  sessionAdapter: SessionAdapter | undefined;
  /** Opens the member and agent centres; absent until those overlays are wired. */
  centres: CentreOpener | undefined;
  /** Runs game launches (src/app/games/launch); absent where no launch flow is wired. */
  gameLauncher?: GameLauncher;
  /** Switches the language: locale, hisLang, and the member's language on the gateway. */
  changeLanguage(code: string): Promise<void>;
}

const AppReactContext = createContext<AppContext | null>(null);

export function AppProvider({ value, children }: { value: AppContext; children: ReactNode }) {
  return <AppReactContext.Provider value={value}>{children}</AppReactContext.Provider>;
}

export function useApp(): AppContext {
  const app = useContext(AppReactContext);
  if (!app) throw new Error('useApp() outside <AppProvider>');
  return app;
}
