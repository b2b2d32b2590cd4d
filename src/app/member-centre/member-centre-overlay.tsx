/**
 * The member centre overlay, loaded on first open: once the account may use
 * it and the centre's texts are in, the frame with the member's card and
 * menu, and the open page in its pane. Escape closes the centre unless a dialog is open above it (the
 * dialog takes that Escape). The mission badge shows the open-mission count
 * when it is above zero.
 */
import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { CentreFrame } from '../../components/member-centre/frame/centre-frame';
import { selectModal } from '../../machines/shell/shell.selectors';
import { selectSession } from '../../machines/session/session.selectors';
import { useApp } from '../app-context';
import { useSessionActor } from '../access/use-session';
import { cardOf, sameCard } from './member-card';
import { memberCentreGroups } from './centre-pages';
import { useMissionBadge } from './use-mission-badge';
import { CentrePageSlot } from './centre-page-slot';
import { ChunkLoadError } from '../chunk-load';
import { OverlayLoading, type CentreOverlayProps } from './centre-host';
import { useCentreAccess } from './use-centre-access';
import { useCentreTexts } from './use-centre-texts';

export default function MemberCentreOverlay(props: CentreOverlayProps) {
  const allowed = useCentreAccess(props.onClose);
  const texts = useCentreTexts();
  // A failed text chunk is a failed chunk: the host's boundary offers the retry, which mounts this again.
  if (texts === 'failed') throw new ChunkLoadError('failed');
  if (!allowed) return null;
  if (texts === 'loading') return <OverlayLoading />;
  return <CentreOverlay {...props} />;
}

function CentreOverlay({ page, onSelect, onClose }: CentreOverlayProps) {
  const { actors } = useApp();
  const session = useSessionActor();
  const member = useSelector(session, (snapshot) => (snapshot ? cardOf(selectSession(snapshot)) : null), sameCard);
  const onEscape = useCallback(() => {
    if (!selectModal(actors.shell.getSnapshot())) onClose();
  }, [actors.shell, onClose]);
  const refreshBalance = useCallback(() => actors.session?.send({ type: 'balance.refresh' }), [actors.session]);
  const badges = useMissionBadge(page);

  return (
    <CentreFrame
      page={page}
      groups={memberCentreGroups}
      badges={badges}
      member={member}
      onSelect={onSelect}
      onClose={onClose}
      onEscape={onEscape}
      onRefreshBalance={refreshBalance}
    >
      <CentrePageSlot page={page} go={onSelect} close={onClose} />
    </CentreFrame>
  );
}
