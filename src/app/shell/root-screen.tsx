/**
 * The root screen by system status (spec §2): the application, the
 * maintenance page, the region-block page, or the retry screen. The modal
 * host sits above all of them, so contact-us works on the blocking pages,
 * and so do the session's navigation effects.
 */
import type { ReactNode } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { MaintenancePage } from '../../components/system-status/maintenance-page';
import { RegionBlockPage } from '../../components/system-status/region-block-page';
import { StatusErrorPage } from '../../components/system-status/status-error-page';
import { StatusLoading } from '../../components/system-status/status-loading';
import { selectAnswer, selectBlockedView, selectErrorCode, selectRootScreen } from '../../machines/system-status/system-status.selectors';
import { useApp } from '../app-context';
import { AccessEffects } from '../access/access-effects';
import { ModalHost } from '../modal-host';
import { MemberCentreHost } from '../member-centre/centre-host';
import { AgentCentreHost } from '../agent-centre/agent-host';
import { AppShell } from './app-shell';
import { defaultLogo } from './header-container';

export function RootScreen({ children }: { children: ReactNode }) {
  const { actors } = useApp();
  const { systemStatus, shell } = actors;
  const screen = useSelector(systemStatus, selectRootScreen);
  const answer = useSelector(systemStatus, selectAnswer);
  const blocked = useSelector(systemStatus, selectBlockedView, (a, b) => a.ip === b.ip && a.window === b.window);
  const errorCode = useSelector(systemStatus, selectErrorCode);
  const logoUrl = answer?.info.brand.logoUrl || defaultLogo;
  const contact = () => shell.send({ type: 'modal.open', modal: 'customerService' });
  const standalone = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData?.standalone === true });
  if (standalone) return <>{children}</>;

  return (
    <>
      {screen === 'app' ? (
        <AppShell
          overlays={
            <>
              <MemberCentreHost />
              <AgentCentreHost />
            </>
          }
        >
          {children}
        </AppShell>
      ) : screen === 'maintenance' ? (
        <MaintenancePage logoUrl={logoUrl} window={blocked.window} onContact={contact} />
      ) : screen === 'regionRestricted' ? (
        <RegionBlockPage logoUrl={logoUrl} ip={blocked.ip} onContact={contact} />
      ) : screen === 'error' ? (
        <StatusErrorPage errorCode={errorCode} onRetry={() => systemStatus.send({ type: 'status.retry' })} />
      ) : (
        <StatusLoading />
      )}
      <ModalHost />
      <AccessEffects />
    </>
  );
}
