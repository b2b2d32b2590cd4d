/** The login modal's content: tabs (SMS only with MOBILEVERCODELOGIN3), the form and the register link. */
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../account/auth-layout';
import { FormTabs } from '../form/form-tabs';
import { LoginForm, type LoginFormProps, type LoginTab } from './login-form';

export interface LoginViewProps extends LoginFormProps {
  smsEnabled: boolean;
  /** DIRECTREG3: the register link is shown only when registration is open. */
  registerEnabled: boolean;
  onTabSelect(tab: LoginTab): void;
  onRegister(): void;
}

export function LoginView({ smsEnabled, registerEnabled, onTabSelect, onRegister, ...form }: LoginViewProps) {
  const { t } = useTranslation();
  return (
    <AuthLayout headline={t('login.headline')} testId="login-view">
      <h2 className="auth-title">{t('login.title')}</h2>
      <p className="auth-subtitle">{t('login.subtitle')}</p>
      {smsEnabled ? (
        <FormTabs
          label={t('login.tabs.label')}
          tabs={[
            { value: 'username', label: t('login.tabs.username') },
            { value: 'sms', label: t('login.tabs.sms') },
          ]}
          active={form.view.tab}
          onSelect={onTabSelect}
          testId="login-tabs"
        />
      ) : null}
      {/* Each tab is its own form: fields and schema differ. */}
      <LoginForm key={form.view.tab} {...form} />
      {registerEnabled ? (
        <p className="auth-footer">
          {t('login.noAccount')}
          <button type="button" className="auth-link" onClick={onRegister} data-testid="login-register-link">
            {t('login.register')}
          </button>
        </p>
      ) : null}
    </AuthLayout>
  );
}
