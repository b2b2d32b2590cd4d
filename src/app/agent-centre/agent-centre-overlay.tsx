/**
 * The agent centre overlay, loaded on first open: once the account is an
 * agent and the centre's texts are in (its own and the member centre's,
 * whose kit it reuses), the member centre's frame with the agent's card and
 * the agent menu, and the open page in its pane. The consolidated flags
 * load with it; a settlement records page shows only when its flag is on,
 * and a link to a page that is switched off (or unknown) shows the default
 * page instead. Escape closes the centre unless a dialog is open above it.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CentreFrame, type CentreShortcut } from '../../components/member-centre/frame/centre-frame';
import { SkeletonRows } from '../../components/member-centre/kit/skeleton';
import { FailedState } from '../../components/member-centre/kit/states';
import { agentPageIcons } from '../../components/agent-centre/agent-page-icons';
import { selectModal } from '../../machines/shell/shell.selectors';
import { selectSession } from '../../machines/session/session.selectors';
import type { LocaleArea } from '../../i18n/locale-areas';
import { useApp } from '../app-context';
import { useSessionActor } from '../access/use-session';
import { ChunkLoadError } from '../chunk-load';
import { OverlayLoading } from '../member-centre/centre-host';
import { useMayTransferUpline } from '../member-centre/funds/use-funds-session';
import { cardOf, sameCard } from '../member-centre/member-card';
import { useCentreAccess } from '../member-centre/use-centre-access';
import { useCentreTexts } from '../member-centre/use-centre-texts';
import type { AgentOverlayProps } from './agent-host';
import { AgentPageSlot } from './agent-page-slot';
import { agentMenuGroups, defaultAgentCentrePage, isAgentCentrePage, isMemberPageLink, isPageEnabled, settlementKindOf, type AgentCentrePage, type AgentMenuEntry } from './agent-pages';
import { useConsolidatedFlags } from './use-consolidated-flags';

const areas: readonly LocaleArea[] = ['memberCentre', 'agentCentre'];

const shortcuts: CentreShortcut<AgentCentrePage>[] = [
  { page: 'registerCenter', icon: 'users', labelKey: 'agentCentre.frame.newAccount' },
  { page: 'downlineManagement', icon: 'wallet', labelKey: 'agentCentre.frame.transfer' },
];

export default function AgentCentreOverlay(props: AgentOverlayProps) {
  const allowed = useCentreAccess(props.onClose, 'agentCentre');
  const texts = useCentreTexts(areas);
  // A failed text chunk is a failed chunk: the host's boundary offers the retry, which mounts this again.
  if (texts === 'failed') throw new ChunkLoadError('failed');
  if (!allowed) return null;
  if (texts === 'loading') return <OverlayLoading testId="agent-centre-loading" />;
  return <AgentOverlay {...props} />;
}

function AgentOverlay({ page: asked, onSelect, onMemberPage, onClose }: AgentOverlayProps) {
  const { t } = useTranslation();
  const { actors } = useApp();
  const session = useSessionActor();
  const member = useSelector(session, (snapshot) => (snapshot ? cardOf(selectSession(snapshot)) : null), sameCard);
  const hasUpline = useMayTransferUpline() === true;
  const flags = useConsolidatedFlags();
  const page: AgentCentrePage = isAgentCentrePage(asked) ? asked : defaultAgentCentrePage;
  const flagged = settlementKindOf(page) !== null;
  const switchedOff = flagged && flags.view.status === 'ready' && !isPageEnabled(page, flags.view.data);
  const groups = useMemo(() => agentMenuGroups({ flags: flags.view.data, hasUpline }), [flags.view.data, hasUpline]);

  // The URL named a page this agent does not have: show the default page in its place.
  useEffect(() => {
    if (asked !== page || switchedOff) onSelect(defaultAgentCentrePage);
  }, [asked, page, switchedOff, onSelect]);

  const onEscape = useCallback(() => {
    if (!selectModal(actors.shell.getSnapshot())) onClose();
  }, [actors.shell, onClose]);
  const refreshBalance = useCallback(() => actors.session?.send({ type: 'balance.refresh' }), [actors.session]);
  const select = useCallback((entry: AgentMenuEntry) => (isMemberPageLink(entry) ? onMemberPage(entry) : onSelect(entry)), [onMemberPage, onSelect]);

  const pane = () => {
    if (!flagged || (flags.view.status === 'ready' && !switchedOff)) return <AgentPageSlot page={page} go={onSelect} close={onClose} />;
    if (flags.view.status === 'failed') return <FailedState errorCode={flags.view.errorCode} onRetry={flags.retry} testId="ac-flags-failed" />;
    return <SkeletonRows rows={6} label={t('memberCentre.kit.loading')} />;
  };

  return (
    <CentreFrame<AgentMenuEntry, AgentCentrePage>
      page={page}
      groups={groups}
      badges={{}}
      member={member}
      shortcuts={shortcuts}
      area="agentCentre"
      icons={agentPageIcons}
      testPrefix="ac"
      testId="agent-centre"
      onSelect={select}
      onClose={onClose}
      onEscape={onEscape}
      onRefreshBalance={refreshBalance}
    >
      {pane()}
    </CentreFrame>
  );
}
