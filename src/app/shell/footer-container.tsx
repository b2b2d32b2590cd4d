/** Wires the footer: brand, payment logos, the catalogue's vendors as provider logos, the invite-friends flag. */
import { useSelector } from '@xstate/react';
import { Footer, type FooterLogo } from '../../components/footer/footer';
import { selectAnswer, selectFlags } from '../../machines/system-status/system-status.selectors';
import { useApp } from '../app-context';
import { openGated } from '../member-pages';
import { defaultLogo } from './header-container';
import { useCatalogueVendors } from './use-catalogue-vendors';

const payment = (name: string, file: string): FooterLogo => ({ name, src: `/assets/payments/${file}.svg` });

export const paymentLogos: FooterLogo[] = [
  payment('Visa', 'visa'),
  payment('Mastercard', 'mastercard'),
  payment('GCash', 'gcash'),
  payment('Maya', 'maya'),
  payment('Bank transfer', 'bank'),
  payment('USDT', 'usdt'),
];

export function FooterContainer() {
  const app = useApp();
  const answer = useSelector(app.actors.systemStatus, selectAnswer);
  const flags = useSelector(app.actors.systemStatus, selectFlags);
  const providers = useCatalogueVendors();
  return (
    <Footer
      model={{
        brandName: answer?.info.brand.name ?? '',
        logoUrl: answer?.info.brand.logoUrl || defaultLogo,
        payments: paymentLogos,
        providers: providers.logos,
        showInviteFriends: flags.inviteFriends,
        year: new Date().getFullYear(),
      }}
      rootRef={providers.nearRef}
      onInviteFriends={() => openGated(app, 'memberCentre', () => app.centres?.openMember('referral'))}
    />
  );
}
