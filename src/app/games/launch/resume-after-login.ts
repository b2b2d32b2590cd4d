/**
 * A visitor who clicks a game and logs in from the popup that click opened
 * gets the game. The launch that ended at the login popup is kept while the
 * player is on the way in (the popup, or registration from it, is open, or
 * the session is loading the new account) and started again once the session
 * knows the account: a member then plays, a trial account gets its warning.
 * Closing the popups while still a visitor forgets it.
 */
import type { LaunchRequestTarget } from '../../../machines/game-launch/game-launch-rules';
import { selectOutcome } from '../../../machines/game-launch/game-launch.selectors';
import type { SessionView } from '../../../machines/session/session.selectors';
import type { GameLauncher } from './game-launcher';

interface Watchable<T> {
  getSnapshot(): T;
  subscribe(listener: (snapshot: T) => void): { unsubscribe(): void };
}

export interface ResumeAfterLoginDeps {
  launcher: GameLauncher;
  /** The session as the shell reads it. */
  session: Watchable<SessionView>;
  /** The modal on screen, or null. */
  modal: Watchable<string | null>;
}

export function resumeAfterLogin({ launcher, session, modal }: ResumeAfterLoginDeps): void {
  let pending: LaunchRequestTarget | null = null;
  let watched: ReturnType<GameLauncher['current']> = null;

  const resumeWhenKnown = (view: SessionView) => {
    if (!pending || view.status !== 'loggedIn' || view.accountLoading) return;
    const target = pending;
    pending = null;
    launcher.launch(target);
  };

  launcher.subscribe(() => {
    const actor = launcher.current();
    if (!actor || actor === watched) return;
    watched = actor;
    // A newer launch replaces the one waiting for the login.
    pending = null;
    actor.subscribe((snapshot) => {
      if (actor === launcher.current() && selectOutcome(snapshot) === 'loginRequired') pending = snapshot.context.target;
    });
  });
  session.subscribe(resumeWhenKnown);
  modal.subscribe((open) => {
    if (open === null && session.getSnapshot().status === 'guest') pending = null;
  });
}
