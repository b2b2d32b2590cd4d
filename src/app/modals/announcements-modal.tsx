/**
 * Announcements: the player notices of the shell's announcements answer; when
 * the shell has none yet (still loading, or it failed) the modal asks itself.
 * Opened as a popup (props.popup) it shows the popups meant for this visitor
 * and remembers for the browser session that they were closed.
 */
import { useActor } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { AnnouncementsView } from '../../components/announcements/announcements-view';
import { inspectAll } from '../../inspection/create-inspected-actor';
import { createAnnouncementsModalLoader } from '../../services/announcements.actors';
import { useAnnouncements } from '../content/announcements';
import { popupsFor } from '../content/popup-announcements';
import { useSessionSelector } from '../access/use-session';
import { useApp } from '../app-context';
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
  useEffect(() => () => sessionStorage.setItem(storageKey, 'closed'), [storageKey]);
  return <AnnouncementsView status="ready" notices={popupsFor(shared?.popup ?? [], { loggedIn, firstTimeLogin })} />;
}

export default function AnnouncementsModal({ props }: ModalProps<{ popup: boolean; storageKey: string }>) {
  const shared = useAnnouncements();
  if (props.popup === true && typeof props.storageKey === 'string') return <Popups storageKey={props.storageKey} />;
  return shared ? <AnnouncementsView status="ready" notices={shared.player} /> : <LoadedHere />;
}
