/** Wires the side menu: route, shell state, promotions, customer service, language. */
import { useSelector } from '@xstate/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SideMenu, type SideMenuViewModel } from '../../components/side-menu/side-menu';
import { languageLabel } from '../../i18n/languages';
import { selectSideMenuOpen } from '../../machines/shell/shell.selectors';
import { selectCustomerService, selectFlags } from '../../machines/system-status/system-status.selectors';
import type { Promotion } from '../../services/schemas/content';
import { useApp } from '../app-context';
import { useAnnouncements } from '../content/announcements';
import { openGated } from '../member-pages';
import { navigateTo } from '../navigation';
import { agentTypes } from '../session-adapter';
import { useAccountType, useLoggedIn } from '../session-view';

export const promotionsInMenu = 3;

/** Sequence 1 is the cover image. */
export const coverOf = (promotion: Promotion): string =>
  promotion.announcementImages.find((image) => image.sequence === 1)?.url ?? promotion.announcementImages[0]?.url ?? '';

export function SideMenuContainer() {
  const app = useApp();
  const { shell, systemStatus } = app.actors;
  const router = useRouter();
  const { i18n } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const open = useSelector(shell, selectSideMenuOpen);
  const customerService = useSelector(systemStatus, selectCustomerService);
  const flags = useSelector(systemStatus, selectFlags);
  const announcements = useAnnouncements();
  const loggedIn = useLoggedIn();
  const accountType = useAccountType();
  const isAgent = accountType !== null && agentTypes.includes(accountType);

  const model: SideMenuViewModel = {
    open,
    activePath: pathname,
    showReferral: !loggedIn || isAgent || flags.referralEnabled,
    promotions: (announcements?.promotion ?? []).slice(0, promotionsInMenu).map((promotion) => ({ id: promotion.id, title: promotion.title, imageUrl: coverOf(promotion) })),
    showCustomerService: customerService.length > 0,
    languageLabel: languageLabel(i18n.language),
  };

  const member = (page: string) => openGated(app, 'memberCentre', () => app.centres?.openMember(page));

  return (
    <SideMenu
      model={model}
      onNavigate={(to) => void navigateTo(router, to)}
      onVip={() => member('playerRank')}
      onReferral={() => (isAgent ? openGated(app, 'agentCentre', () => app.centres?.openAgent('registerCenter')) : member('referral'))}
      onBettingBonus={() => member('manualRebate')}
      onSaferPlay={() => member('saferPlay')}
      onCustomerService={() => shell.send({ type: 'modal.open', modal: 'customerService' })}
      onLanguage={() => shell.send({ type: 'modal.open', modal: 'language' })}
    />
  );
}
