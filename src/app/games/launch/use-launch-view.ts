/** The running launch and its view-model, for the launch modals. */
import { useSelector } from '@xstate/react';
import { selectGameLaunch, type GameLaunchSnapshot, type GameLaunchView } from '../../../machines/game-launch/game-launch.selectors';
import { shallowEqual } from '../../access/shallow-equal';
import type { GameLaunchActor } from './game-launcher';
import { useCurrentLaunch } from './use-game-launcher';

const selectView = (snapshot: GameLaunchSnapshot | undefined): GameLaunchView | null => (snapshot ? selectGameLaunch(snapshot) : null);
const sameView = (a: GameLaunchView | null, b: GameLaunchView | null) => (a && b ? shallowEqual(a, b) : a === b);

export function useLaunchView(): { actor: GameLaunchActor | null; view: GameLaunchView | null } {
  const actor = useCurrentLaunch();
  const view = useSelector(actor ?? undefined, selectView, sameView);
  return { actor, view };
}
