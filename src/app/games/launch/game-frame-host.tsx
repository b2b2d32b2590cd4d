/**
 * Wires a game frame actor to the frame view: the address it was opened
 * with, the iframe's load, the provider's balance messages (each refreshes
 * the session's balance, so the header follows the game). Keyed by address
 * by its callers: a new address is a new frame.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { GameFrameView } from '../../../components/game-frame/game-frame-view';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { gameFrameMachine } from '../../../machines/game-frame/game-frame.machine';
import { selectGameFrame } from '../../../machines/game-frame/game-frame.selectors';
import { shallowEqual } from '../../access/shallow-equal';
import { useApp } from '../../app-context';
import { useProviderBalance, type BalanceMessage } from './use-provider-balance';

export interface GameFrameHostProps {
  address: string;
  name: string;
  variant: 'page' | 'inline';
  onReload(): void;
  onBack?(): void;
}

export function GameFrameHost({ address, name, variant, onReload, onBack }: GameFrameHostProps) {
  const { actors, sessionAdapter } = useApp();
  const logic = useMemo(
    () =>
      gameFrameMachine.provide({
        actions: {
          notifyBalance: () => {
            if (sessionAdapter) actors.session?.send(sessionAdapter.events.refreshBalance);
          },
        },
      }),
    [actors.session, sessionAdapter],
  );
  const actor = useActorRef(logic, withInspection({ input: { address } }));
  const view = useSelector(actor, selectGameFrame, shallowEqual);
  const frame = useRef<HTMLIFrameElement>(null);
  const onBalance = useCallback((message: BalanceMessage) => actor.send({ type: 'provider.balance', balance: message.balance, currency: message.currency }), [actor]);
  useProviderBalance(frame, onBalance);

  if (view.status === 'empty') return null;
  return (
    <GameFrameView
      name={name}
      address={address}
      status={view.status}
      variant={variant}
      frameRef={frame}
      onLoaded={() => actor.send({ type: 'frame.loaded' })}
      onReload={onReload}
      onBack={onBack}
    />
  );
}
