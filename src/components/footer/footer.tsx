/** The footer: responsibility texts, payment methods, game providers and the invite-friends block. */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import './footer.css';

export interface FooterLogo {
  name: string;
  src: string;
}

export interface FooterViewModel {
  brandName: string;
  logoUrl: string;
  payments: FooterLogo[];
  providers: FooterLogo[];
  showInviteFriends: boolean;
  year: number;
}

/** `rootRef`: the container watches the footer come near the screen (the provider logos load then). */
export function Footer({ model, onInviteFriends, rootRef }: { model: FooterViewModel; onInviteFriends(): void; rootRef?: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  return (
    <footer ref={rootRef} className="footer" data-testid="footer">
      {model.showInviteFriends ? (
        <section className="footer__invite" data-testid="invite-friends">
          <div className="footer__invite-icon">
            <Icon name="gift" size={28} />
          </div>
          <div className="footer__invite-text">
            <h3>{t('shell.footer.inviteTitle')}</h3>
            <p>{t('shell.footer.inviteText')}</p>
          </div>
          <Button variant="primary" size="lg" onClick={onInviteFriends}>
            {t('shell.footer.inviteButton')}
          </Button>
        </section>
      ) : null}

      <LogoRow title={t('shell.footer.payments')} logos={model.payments} />
      {model.providers.length ? <LogoRow title={t('shell.footer.providers')} logos={model.providers} testId="footer-providers" /> : null}

      <section className="footer__legal">
        <div className="footer__age" aria-label={t('shell.footer.ageLabel')}>
          18+
        </div>
        <div className="footer__texts">
          <p>{t('shell.footer.adults')}</p>
          <p>{t('shell.footer.affiliates')}</p>
          <p>{t('shell.footer.laws')}</p>
        </div>
      </section>

      <p className="footer__copy">{t('shell.footer.copyright', { year: model.year, brand: model.brandName })}</p>
    </footer>
  );
}

/** A titled row of partner logos (payment methods, game providers). */
function LogoRow({ title, logos, testId }: { title: string; logos: readonly FooterLogo[]; testId?: string }) {
  return (
    <section className="footer__logos" data-testid={testId}>
      <h4>{title}</h4>
      <ul>
        {logos.map((logo) => (
          <li key={logo.name}>
            <img src={logo.src} alt={logo.name} title={logo.name} loading="lazy" width={96} height={32} />
          </li>
        ))}
      </ul>
    </section>
  );
}
