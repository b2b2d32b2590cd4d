/**
 * Wires a game frame actor to the frame view: the address it was opened
 * with, the iframe's load, the provider's balance messages (each refreshes
 * the session's balance, so the header follows the game) and its way back to
 * the lobby (the screen's back, or a new launch where the screen has none).
 * Keyed by address by its callers: a new address is a new frame. With
 * nothing launched the machine decides the empty screen, a way back.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { GameFrameEmpty } from '../../../components/game-frame/game-frame-empty';
import { GameFrameView } from '../../../components/game-frame/game-frame-view';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { gameFrameMachine } from '../../../machines/game-frame/game-frame.machine';
import { selectGameFrame } from '../../../machines/game-frame/game-frame.selectors';
import { shallowEqual } from '../../access/shallow-equal';
import { useApp } from '../../app-context';
import { LastGamesButton } from '../recall/last-games-button';
import { useProviderMessages, type ProviderMessage } from './use-provider-messages';

/** A frame with nothing launched (a null address) shows the machine's empty state, whose only way on is back. */
export type GameFrameHostProps =
  | { address: string; name: string; variant: 'page' | 'inline'; onReload(): void; onBack?(): void }
  | { address: null; name?: undefined; variant: 'page' | 'inline'; onReload?: undefined; onBack(): void };

export function GameFrameHost({ address, name, variant, onReload, onBack }: GameFrameHostProps) {
  const { actors, sessionAdapter } = useApp();
  const { t } = useTranslation();
  // The actor keeps the logic it started with; the callbacks of the latest render are read when the player leaves.
  const leave = useRef((onBack ?? onReload) as () => void);
  useEffect(() => {
    leave.current = (onBack ?? onReload) as () => void;
  });
  const logic = useMemo(
    () =>
      gameFrameMachine.provide({
        actions: {
          notifyBalance: () => {
            if (sessionAdapter) actors.session?.send(sessionAdapter.events.refreshBalance);
          },
          leaveGame: () => leave.current(),
        },
      }),
    [actors.session, sessionAdapter],
  );
  const actor = useActorRef(logic, withInspection({ input: { address } }));
  const view = useSelector(actor, selectGameFrame, shallowEqual);
  const frame = useRef<HTMLIFrameElement>(null);
  const onMessage = useCallback(
    (message: ProviderMessage) =>
      actor.send(message.type === 'balance' ? { type: 'provider.balance', balance: message.balance, currency: message.currency } : { type: 'provider.lobby' }),
    [actor],
  );
  useProviderMessages(frame, onMessage);

  if (view.status === 'empty') return <GameFrameEmpty onBack={() => leave.current()} />;
  // Past `empty` the host was given an address, a name and a reload: the machine shows a frame only with an address.
  return (
    <GameFrameView
      name={name as string}
      address={address as string}
      status={view.status}
      variant={variant}
      frameRef={frame}
      onLoaded={() => actor.send({ type: 'frame.loaded' })}
      onReload={onReload as () => void}
      onBack={onBack}
      tools={<LastGamesButton label={t('games.recall.open')} />}
    />
  );
}
