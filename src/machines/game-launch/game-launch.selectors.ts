/** Snapshot → what the launch modals and the launch wiring read. */
import type { SnapshotFrom } from 'xstate';
import type { GameCard } from '../../services/schemas/games';
import type { Destination, GameLaunchOutcome } from './game-launch-rules';
import type { gameLaunchMachine } from './game-launch.machine';

export type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>;

/** The shell modal a launch state shows, if any. */
export type LaunchModal = 'vassalageGames' | 'gameMaintenance' | 'gameLaunchFailed';

export interface GameLaunchView {
  /** The card being launched, for the modal headings. */
  title: string;
  vendor: string;
  modal: LaunchModal | null;
  loading: boolean;
  games: GameCard[];
  /** Translate as `errors.<code>`. */
  errorCode: string | null;
  /** With protection.break.active: until when the break holds (null: until lifted). */
  errorUntil: number | null;
  canRetry: boolean;
  outcome: GameLaunchOutcome | null;
  destination: Destination | null;
}

const outcomes: readonly GameLaunchOutcome[] = ['opened', 'loginRequired', 'trialRefused', 'sessionEnded', 'cancelled'];

export function selectLaunchModal(snapshot: GameLaunchSnapshot): LaunchModal | null {
  if (snapshot.matches('subGames')) return 'vassalageGames';
  if (snapshot.matches('maintenance')) return 'gameMaintenance';
  if (snapshot.matches('failed')) return 'gameLaunchFailed';
  return null;
}

export function selectOutcome(snapshot: GameLaunchSnapshot): GameLaunchOutcome | null {
  if (snapshot.status !== 'done') return null;
  return outcomes.find((outcome) => snapshot.matches(outcome)) ?? null;
}

export function selectGameLaunch(snapshot: GameLaunchSnapshot): GameLaunchView {
  const { context } = snapshot;
  const modal = selectLaunchModal(snapshot);
  return {
    title: context.target.gameName || context.target.vendor,
    vendor: context.target.vendor,
    modal,
    loading: snapshot.matches({ subGames: 'loading' }) || snapshot.matches({ maintenance: 'loadingPopular' }),
    games: modal === 'vassalageGames' ? context.subGames : modal === 'gameMaintenance' ? context.popular : [],
    errorCode: modal === 'gameLaunchFailed' ? context.errorCode : null,
    errorUntil: modal === 'gameLaunchFailed' ? context.errorUntil : null,
    canRetry: snapshot.can({ type: 'launch.retry' }),
    outcome: selectOutcome(snapshot),
    destination: context.destination,
  };
}
