/**
 * /game and /seamless: the game stored by the last launch in this tab, in a
 * frame; reload launches it again (its address opens once); back returns to
 * the game's lobby. Nothing stored: a way back to the games.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import { RoutePending } from '../../../components/layout/route-pending';
import type { LaunchTarget } from '../../../services/schemas/games';
import { useApp } from '../../app-context';
import { navigateTo } from '../../navigation';
import { gameCategories } from '../../sections';
import { GameFrameHost } from './game-frame-host';

const noSubscription = () => () => undefined;
const nothing = () => null;
const notReady = () => false;

/** The category page a game is listed on. */
export function lobbyOf(target: Pick<LaunchTarget, 'gameType'>): string {
  const key = target.gameType === 'LOTT' ? 'elott' : target.gameType.toLowerCase();
  return gameCategories.find((entry) => entry.key === key)?.to ?? '/';
}

export function GameScreen({ variant }: { variant: 'page' | 'inline' }) {
  const { gameLauncher } = useApp();
  const router = useRouter();
  const subscribe = gameLauncher?.subscribe ?? noSubscription;
  const ready = useSyncExternalStore(subscribe, gameLauncher?.ready ?? notReady);
  const stored = useSyncExternalStore(subscribe, gameLauncher?.storedGame ?? nothing);
  useEffect(() => gameLauncher?.preload(), [gameLauncher]);
  if (gameLauncher && !ready) return <RoutePending />;
  if (!stored) return <GameFrameHost key="nothing" address={null} variant={variant} onBack={() => void navigateTo(router, '/')} />;
  return (
    <GameFrameHost
      key={stored.address}
      address={stored.address}
      name={stored.name}
      variant={variant}
      onReload={() => gameLauncher?.launch(stored.target)}
      onBack={() => void navigateTo(router, lobbyOf(stored.target))}
    />
  );
}
