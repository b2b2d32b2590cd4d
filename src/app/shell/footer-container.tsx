/** Wires the footer: brand, payment and provider logos, the invite-friends flag. */
import { useSelector } from '@xstate/react';
import { Footer, type FooterLogo } from '../../components/footer/footer';
import { selectAnswer, selectFlags } from '../../machines/system-status/system-status.selectors';
import { useApp } from '../app-context';
import { openGated } from '../member-pages';
import { defaultLogo } from './header-container';

const logo = (folder: string) => (name: string, file: string): FooterLogo => ({ name, src: `/assets/${folder}/${file}.svg` });
const payment = logo('payments');
const provider = logo('providers');

export const paymentLogos: FooterLogo[] = [
  payment('Visa', 'visa'),
  payment('Mastercard', 'mastercard'),
  payment('GCash', 'gcash'),
  payment('Maya', 'maya'),
  payment('Bank transfer', 'bank'),
  payment('USDT', 'usdt'),
];

export const providerLogos: FooterLogo[] = [
  provider('Royal Gaming', 'royal-gaming'),
  provider('Lucky Spin', 'lucky-spin'),
  provider('Live Deck', 'live-deck'),
  provider('Ocean Hunt', 'ocean-hunt'),
  provider('Arena Sports', 'arena-sports'),
  provider('Lotto Star', 'lotto-star'),
];

export function FooterContainer() {
  const app = useApp();
  const answer = useSelector(app.actors.systemStatus, selectAnswer);
  const flags = useSelector(app.actors.systemStatus, selectFlags);
  return (
    <Footer
      model={{
        brandName: answer?.info.brand.name ?? '',
        logoUrl: answer?.info.brand.logoUrl || defaultLogo,
        payments: paymentLogos,
        providers: providerLogos,
        showInviteFriends: flags.inviteFriends,
        year: new Date().getFullYear(),
      }}
      onInviteFriends={() => openGated(app, 'memberCentre', () => app.centres?.openMember('referral'))}
    />
  );
}
