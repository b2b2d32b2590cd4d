/**
 * Registration in the modal (brand panel with bonus and new-player
 * promotions, a button that switches to login) and on the full page (reset
 * button, back-home link, a link to the login page). Tabs appear only with mobile registration on;
 * switching them rebuilds the form.
 */
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../account/alert-dialog';
import { AuthLayout } from '../account/auth-layout';
import { FormTabs } from '../form/form-tabs';
import { Icon } from '../ui/icons';
import { MobileAccountDialog } from './mobile-account-dialog';
import { RegisterBonus } from './register-bonus';
import { RegisterForm, type RegisterFormProps } from './register-form';
import { RegisterPromotions, type RegisterPromotion } from './register-promotions';
import './register.css';

export type RegType = 'username' | 'mobile';

export interface RegisterViewProps extends RegisterFormProps {
  regType: RegType;
  /** A new key rebuilds the form (tab switch, reset). */
  formKey?: string;
  /** Offered tabs; empty without mobile registration (MOBILENUMREG3), and then none show. */
  tabs: RegType[];
  promotions: RegisterPromotion[];
  /** The affiliate check failed: 'invitation code error' dialog. */
  affiliateError: boolean;
  /** After a mobile registration: the generated account to show. */
  mobileAccount: string | null;
  onRegTypeSelect(regType: RegType): void;
  onAffiliateErrorDismiss(): void;
  onMobileAccountConfirm(): void;
  /** The modal switches to the login form; the page's link goes to /login. */
  onLogin(): void;
  /** Page only: back to /. */
  onBackHome(): void;
}

export function RegisterView(props: RegisterViewProps) {
  const { t } = useTranslation();
  const { regType, formKey, tabs, promotions, affiliateError, mobileAccount, onRegTypeSelect, onAffiliateErrorDismiss, onMobileAccountConfirm, onLogin, onBackHome, ...form } = props;

  const body = (
    <>
      <h2 className="auth-title">{t('register.title')}</h2>
      <p className="auth-subtitle">{t('register.subtitle')}</p>
      {tabs.length > 0 ? (
        <FormTabs
          label={t('register.tabs.label')}
          tabs={tabs.map((value) => ({ value, label: t(value === 'username' ? 'register.tabs.register' : 'register.tabs.registerMobile') }))}
          active={regType}
          onSelect={onRegTypeSelect}
          testId="register-tabs"
        />
      ) : null}
      <RegisterForm key={formKey ?? regType} {...form} />
      <p className="auth-footer">
        {t('register.haveAccount')}
        {form.variant === 'modal' ? (
          <button type="button" className="auth-link" onClick={onLogin} data-testid="register-login-switch">
            {t('register.login')}
          </button>
        ) : (
          <a
            href="/login"
            className="auth-link"
            onClick={(event) => {
              event.preventDefault();
              onLogin();
            }}
            data-testid="register-login-link"
          >
            {t('register.login')}
          </a>
        )}
      </p>
      {affiliateError ? (
        <AlertDialog tone="warning" title={t('register.affiliateError.title')} confirmLabel={t('register.affiliateError.confirm')} onConfirm={onAffiliateErrorDismiss} testId="affiliate-error">
          {t('register.affiliateError.text')}
        </AlertDialog>
      ) : null}
      {mobileAccount ? <MobileAccountDialog account={mobileAccount} onConfirm={onMobileAccountConfirm} /> : null}
    </>
  );

  const aside = (
    <div className="register-aside">
      <RegisterBonus />
      <RegisterPromotions promotions={promotions} />
    </div>
  );

  if (form.variant === 'modal') {
    return (
      <AuthLayout headline={t('register.headline')} aside={aside} testId="register-view">
        {body}
      </AuthLayout>
    );
  }

  return (
    <section className="register-page" data-testid="register-page">
      <div className="register-page__bar">
        <a
          href="/"
          className="register-page__home"
          onClick={(event) => {
            event.preventDefault();
            onBackHome();
          }}
          data-testid="register-back-home"
        >
          <Icon name="home" size={16} />
          {t('register.backHome')}
        </a>
      </div>
      <div className="register-page__card">
        <div className="register-page__aside">
          <h2 className="register-page__headline">{t('register.headline')}</h2>
          {aside}
        </div>
        <div className="register-page__main">{body}</div>
      </div>
    </section>
  );
}
