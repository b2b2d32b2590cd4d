/**
 * Forgot password. By email: username + email, then a confirmation. By phone
 * (tab only with CHNGPASSVERIF3): mobile + SMS code, then the new password;
 * the flow logs in with it, or asks to log in again if that fails.
 */
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../form/schema-resolver';
import { FormTabs } from '../form/form-tabs';
import type { DialingCode } from '../sms/dialing-code-select';
import type { SmsButtonViewModel } from '../sms/sms-code-button';
import { Button } from '../ui/button';
import { Icon, type IconName } from '../ui/icons';
import { ForgotCodeForm, type ForgotCodeValues } from './forgot-code-form';
import { ForgotByEmailForm, type ForgotEmailValues } from './forgot-email-form';
import { ForgotNewPasswordForm, type ForgotNewPasswordValues } from './forgot-new-password-form';
import './forgot-password.css';

export type ForgotTab = 'email' | 'mobile';
export type ForgotStep = 'emailForm' | 'emailSent' | 'code' | 'newPassword' | 'passwordReset' | 'done';

export interface ForgotPasswordViewModel {
  tab: ForgotTab;
  phoneEnabled: boolean;
  step: ForgotStep;
  busy: boolean;
  errorCode: string | null;
  mobileNum: string;
  sms: SmsButtonViewModel;
  dialingCodes: DialingCode[];
}

export interface ForgotSchemas {
  email: FormSchema;
  code: FormSchema;
  newPassword: FormSchema;
}

export interface ForgotPasswordViewProps {
  view: ForgotPasswordViewModel;
  schemas: ForgotSchemas;
  onTabSelect(tab: ForgotTab): void;
  onSubmitEmail(values: ForgotEmailValues): void;
  onConfirmCode(values: ForgotCodeValues): void;
  onSubmitPassword(values: ForgotNewPasswordValues): void;
  onStepBack(): void;
  onSmsRequest(number: { mobileNum: string; countryDialingCode: string }): void;
  /** Closes a confirmation (email sent, password reset). */
  onConfirmationClose(): void;
  onBackToLogin(): void;
}

function Confirmation({ icon, title, text, onClose, testId }: { icon: IconName; title: string; text: string; onClose(): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="forgot-sent" data-testid={testId}>
      <span className="forgot-sent__icon">
        <Icon name={icon} size={30} />
      </span>
      <h2 className="auth-title">{title}</h2>
      <p className="forgot-sent__text">{text}</p>
      <Button size="lg" block onClick={onClose} data-testid="forgot-done">
        {t('forgotPassword.confirm')}
      </Button>
    </div>
  );
}

export function ForgotPasswordView(props: ForgotPasswordViewProps) {
  const { t } = useTranslation();
  const { view, schemas } = props;
  if (view.step === 'emailSent')
    return <Confirmation icon="mail" title={t('forgotPassword.emailSent.title')} text={t('forgotPassword.emailSent.text')} onClose={props.onConfirmationClose} testId="forgot-email-sent" />;
  if (view.step === 'passwordReset')
    return <Confirmation icon="shield" title={t('forgotPassword.reset.title')} text={t('forgotPassword.reset.text')} onClose={props.onConfirmationClose} testId="forgot-password-reset" />;

  return (
    <div className="forgot-password" data-testid="forgot-password">
      <h2 className="auth-title">{t('forgotPassword.title')}</h2>
      <p className="auth-subtitle">{t(view.tab === 'email' ? 'forgotPassword.emailLead' : 'forgotPassword.phoneLead')}</p>
      {view.phoneEnabled ? (
        <FormTabs
          label={t('forgotPassword.tabs.label')}
          tabs={[
            { value: 'email', label: t('forgotPassword.tabs.email') },
            { value: 'mobile', label: t('forgotPassword.tabs.mobileNum') },
          ]}
          active={view.tab}
          onSelect={props.onTabSelect}
          testId="forgot-tabs"
        />
      ) : null}
      {view.tab === 'mobile' ? (
        <ol className="forgot-steps" aria-label={t('forgotPassword.steps.label')}>
          <li className={view.step === 'code' ? 'is-active' : 'is-done'}>
            <span>1</span>
            {t('forgotPassword.steps.verify')}
          </li>
          <li className={view.step === 'newPassword' ? 'is-active' : undefined}>
            <span>2</span>
            {t('forgotPassword.steps.password')}
          </li>
        </ol>
      ) : null}
      {view.step === 'emailForm' ? <ForgotByEmailForm view={view} schema={schemas.email} onSubmit={props.onSubmitEmail} /> : null}
      {view.step === 'code' ? (
        <ForgotCodeForm view={{ ...view, initial: view.mobileNum ? { mobileNum: view.mobileNum } : {} }} schema={schemas.code} onSubmit={props.onConfirmCode} onSmsRequest={props.onSmsRequest} />
      ) : null}
      {view.step === 'newPassword' ? <ForgotNewPasswordForm view={view} schema={schemas.newPassword} onSubmit={props.onSubmitPassword} onBack={props.onStepBack} /> : null}
      <p className="auth-footer">
        <button type="button" className="auth-link" onClick={props.onBackToLogin} data-testid="forgot-back-login">
          {t('forgotPassword.backToLogin')}
        </button>
      </p>
    </div>
  );
}
