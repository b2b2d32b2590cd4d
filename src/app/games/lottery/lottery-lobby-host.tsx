/**
 * Wires a lottery screen's actor to its view: the query's game goes in at
 * start and on every change, a choice in the menu changes the query (or
 * opens another lottery screen), and the menus reload once a listed draw
 * has closed so the next draw and its countdown show.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LotteryScreenView } from '../../../components/lottery/lottery-screen-view';
import { LotteryStage } from '../../../components/lottery/lottery-stage';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { lotteryDestination } from '../../../machines/game-launch/game-launch-rules';
import { lotteryLobbyMachine } from '../../../machines/lottery-lobby/lottery-lobby.machine';
import { selectLotteryLobby } from '../../../machines/lottery-lobby/lottery-lobby.selectors';
import { createLotteryActors, type LotteryScreen } from '../../../services/games.actors';
import type { LotteryGame } from '../../../services/schemas/games';
import { selectAnswer } from '../../../machines/system-status/system-status.selectors';
import { shallowEqual } from '../../access/shallow-equal';
import { useApp } from '../../app-context';
import { navigateTo } from '../../navigation';
import { hrefOf } from '../launch/destination-href';
import { GameFrameHost } from '../launch/game-frame-host';
import { pickLaunchCdn } from '../launch/launch-cdn';
import { lotteryScreens } from './lottery-screens';
import { useAfterDraw, useNow } from '../lobby/use-now';

/** A moment after a draw closes, its next draw is on the gateway. */
const drawGraceMs = 2_000;

export function LotteryLobbyHost({ screen, gameCode }: { screen: LotteryScreen; gameCode: string | null }) {
  const { t } = useTranslation();
  const { http, i18n, actors } = useApp();
  const router = useRouter();
  const entry = lotteryScreens[screen];
  const logic = useMemo(
    () => lotteryLobbyMachine.provide({ actors: createLotteryActors({ http, language: () => i18n.language, screen, backUrl: () => window.location.href }) }),
    [http, i18n, screen],
  );
  const [input] = useState(() => ({ gameCode, cdn: pickLaunchCdn(selectAnswer(actors.systemStatus.getSnapshot())?.info.launchGameCDNs ?? [], Math.random) }));
  const actor = useActorRef(logic, withInspection({ input }));
  const view = useSelector(actor, selectLotteryLobby, shallowEqual);
  const now = useNow();

  const sent = useRef(gameCode);
  useEffect(() => {
    if (sent.current === gameCode) return;
    sent.current = gameCode;
    actor.send({ type: 'game.select', gameCode });
  }, [actor, gameCode]);

  const drawTimes = useMemo(() => view.menus.flatMap((menu) => menu.gameMenus.map((game) => game.nextDrawAt)), [view.menus]);
  useAfterDraw(drawTimes, now, () => actor.send({ type: 'menu.refresh' }), drawGraceMs);

  const select = (game: LotteryGame) => void navigateTo(router, hrefOf(lotteryDestination(game)));
  const active = [...view.menus.flatMap((menu) => menu.gameMenus), ...view.recent].find((game) => game.gameCode === view.gameCode);

  return (
    <LotteryScreenView
      title={t(entry.titleKey)}
      status={view.status}
      errorCode={view.errorCode}
      menus={view.menus}
      extras={entry.extras ? { recent: view.recent, opened: view.opened } : undefined}
      activeCode={view.gameCode}
      now={now}
      onSelect={select}
      onRetry={() => actor.send({ type: 'lobby.retry' })}
      stage={
        <LotteryStage status={view.frame} errorCode={view.frameErrorCode} onRetry={() => actor.send({ type: 'frame.retry' })}>
          {view.address ? (
            <GameFrameHost
              key={view.address}
              address={view.address}
              name={active?.gameName ?? t(entry.titleKey)}
              variant="inline"
              onReload={() => actor.send({ type: 'game.select', gameCode: view.gameCode })}
            />
          ) : null}
        </LotteryStage>
      }
    />
  );
}
