/**
 * Announcements: the player notices of the shell's announcements answer; when
 * the shell has none yet (still loading, or it failed) the modal asks itself.
 */
import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import { AnnouncementsView } from '../../components/announcements/announcements-view';
import { inspectAll } from '../../inspection/create-inspected-actor';
import { createAnnouncementsModalLoader } from '../../services/announcements.actors';
import { useAnnouncements } from '../content/announcements';
import { useApp } from '../app-context';
import { useLoggedIn } from '../session-view';
import type { ModalFrame } from './modal-props';

export const frame: ModalFrame = { width: 920, labelKey: 'announcements.title' };

function LoadedHere() {
  const { http } = useApp();
  const loggedIn = useLoggedIn();
  const logic = useMemo(() => createAnnouncementsModalLoader(http), [http]);
  const [snapshot] = useActor(logic, { input: { loggedIn }, inspect: inspectAll });
  if (snapshot.status === 'done') return <AnnouncementsView status="ready" notices={snapshot.output.player} />;
  return <AnnouncementsView status={snapshot.status === 'error' ? 'failed' : 'loading'} notices={[]} />;
}

export default function AnnouncementsModal() {
  const shared = useAnnouncements();
  return shared ? <AnnouncementsView status="ready" notices={shared.player} /> : <LoadedHere />;
}
