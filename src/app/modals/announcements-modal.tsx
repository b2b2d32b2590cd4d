/**
 * Announcements: the player notices of the shell's announcements answer; when
 * the shell has none yet (still loading, or it failed) the modal asks itself.
 * Opened as a popup (props.popup) it shows the popups meant for this visitor
 * and remembers for the browser session that they were closed. A popup
 * carrying a promotion type links to the reward centre (api-facts §7.3);
 * before login the link asks for the login first.
 */
import { useRouter } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useEffect, useMemo } from 'react';
import { AnnouncementsView } from '../../components/announcements/announcements-view';
import { Button } from '../../components/ui/button';
import type { Popup } from '../../services/schemas/content';
import { inspectAll } from '../../inspection/create-inspected-actor';
import { createAnnouncementsModalLoader } from '../../services/announcements.actors';
import { useAnnouncements } from '../content/announcements';
import { popupsFor } from '../content/popup-announcements';
import { useSessionSelector } from '../access/use-session';
import { useApp } from '../app-context';
import { openCentre } from '../member-centre/centre-navigation';
import { useLoggedIn } from '../session-view';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 920, labelKey: 'announcements.title' };

function LoadedHere() {
  const { http } = useApp();
  const loggedIn = useLoggedIn();
  const logic = useMemo(() => createAnnouncementsModalLoader(http), [http]);
  const [snapshot] = useActor(logic, { input: { loggedIn }, inspect: inspectAll });
  if (snapshot.status === 'done') return <AnnouncementsView status="ready" notices={snapshot.output.player} />;
  return <AnnouncementsView status={snapshot.status === 'error' ? 'failed' : 'loading'} notices={[]} />;
}

function Popups({ storageKey }: { storageKey: string }) {
  const shared = useAnnouncements();
  const loggedIn = useLoggedIn();
  const firstTimeLogin = useSessionSelector((view) => view.firstTimeLogin) ?? false;
  const onBreak = useSessionSelector((view) => view.isLoggedIn && view.protection !== null) ?? false;
  const { t } = useTranslation();
  const { actors } = useApp();
  const router = useRouter();
  useEffect(() => () => sessionStorage.setItem(storageKey, 'closed'), [storageKey]);
  const toRewards = () => {
    if (!loggedIn) return actors.shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login' } });
    actors.shell.send({ type: 'modal.close' });
    void openCentre(router, 'rewardCenter');
  };
  return (
    <AnnouncementsView
      status="ready"
      notices={popupsFor(shared?.popup ?? [], { loggedIn, firstTimeLogin, onBreak })}
      actionFor={(notice) =>
        (notice as Popup).promotionType ? (
          <Button className="announcements__action" onClick={toRewards} data-testid="popup-reward-link">
            {t('announcements.toRewards')}
          </Button>
        ) : null
      }
    />
  );
}

export default function AnnouncementsModal({ props }: ModalProps<{ popup: boolean; storageKey: string }>) {
  const shared = useAnnouncements();
  if (props.popup === true && typeof props.storageKey === 'string') return <Popups storageKey={props.storageKey} />;
  return shared ? <AnnouncementsView status="ready" notices={shared.player} /> : <LoadedHere />;
}
