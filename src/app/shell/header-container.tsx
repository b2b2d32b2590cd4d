/** Wires the header view to the status switches, the shell and the session. */
import { useSelector } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import { Header } from '../../components/header/header';
import type { HeaderViewModel, MemberPage } from '../../components/header/header-view-model';
import { selectSideMenuOpen } from '../../machines/shell/shell.selectors';
import { selectAnswer, selectSwitches } from '../../machines/system-status/system-status.selectors';
import { useApp } from '../app-context';
import { useContractEntry } from '../contracts/use-contract-entry';
import { openGated } from '../member-pages';
import { navigateTo } from '../navigation';
import { useMember } from '../session-view';
import { SessionClockContainer } from '../protection/session-clock-container';

export const defaultLogo = '/assets/brand/logo.svg';

/** `menuToggle`: the route's layout has a side menu to toggle; `lobbyLink`: the route needs a visible way back to the lobby. */
export function HeaderContainer({ menuToggle, lobbyLink }: { menuToggle: boolean; lobbyLink: boolean }) {
  const app = useApp();
  const router = useRouter();
  const { shell, systemStatus, session } = app.actors;
  const answer = useSelector(systemStatus, selectAnswer);
  const switches = useSelector(systemStatus, selectSwitches);
  const sideMenuOpen = useSelector(shell, selectSideMenuOpen);
  const member = useMember();
  const contracts = useContractEntry();

  const model: HeaderViewModel = {
    brandName: answer?.info.brand.name ?? '',
    logoUrl: answer?.info.brand.logoUrl || defaultLogo,
    sideMenuOpen,
    showMenuToggle: menuToggle,
    showLobbyLink: lobbyLink,
    showRegister: switches.DIRECTREG3 === true,
    showFreePlay: switches.FREEPLAY3 === true,
    pointsEnabled: switches.PTSYS3 === true,
    member,
  };

  const sendSession = (pick: (events: NonNullable<typeof app.sessionAdapter>['events']) => { type: string }) => {
    if (session && app.sessionAdapter) session.send(pick(app.sessionAdapter.events));
  };
  const openMember = (page: MemberPage) => openGated(app, 'memberCentre', () => app.centres?.openMember(page));

  return (
    <Header
      model={model}
      clock={member ? <SessionClockContainer previousAt={member.lastSignIn?.at ?? null} /> : null}
      onLogo={() => shell.send({ type: 'modal.open', modal: 'speedTest' })}
      onToggleSideMenu={() => shell.send({ type: 'sideMenu.toggle' })}
      onLobby={() => void navigateTo(router, '/')}
      onMail={() => openMember('messageV2')}
      onLogin={() => shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login' } })}
      onRegister={() => shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'register' } })}
      onFreePlay={() => sendSession((events) => events.freePlay)}
      onMemberPage={openMember}
      onAgentCentre={() => openGated(app, 'agentCentre', () => app.centres?.openAgent())}
      onContracts={contracts ? () => shell.send({ type: 'modal.open', modal: 'contracts' }) : undefined}
      onRefreshBalance={() => sendSession((events) => events.refreshBalance)}
      onToggleBalance={() => sendSession((events) => events.toggleBalance)}
      onSignOut={() => shell.send({ type: 'modal.open', modal: 'confirmLogout' })}
    />
  );
}
