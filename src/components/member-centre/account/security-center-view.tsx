/**
 * The security centre: the profile form, then the account's protections
 * (login password, withdrawal password, phone, e-mail) with their forms,
 * then the recent sign-ins with "sign out everywhere else".
 */
import { useTranslation } from 'react-i18next';
import type { SubmitView } from '../../../machines/centre-submit/centre-submit.selectors';
import type { PaymentPasswordInput } from '../../../services/schemas/funds';
import type { SecurityConfig } from '../../../services/schemas/profile';
import type { DialingCode } from '../../sms/dialing-code-select';
import type { SmsButtonViewModel } from '../../sms/sms-code-button';
import { Panel } from '../kit/panel';
import { SkeletonRows } from '../kit/skeleton';
import { FailedState } from '../kit/states';
import type { EmailValues, MobileValues } from './binding-forms';
import type { ProfileChanges } from './profile-changes';
import { ProfileForm } from './profile-form';
import { ProtectionPanel } from './protection-panel';
import { SignInsPanel, type SignInsPanelProps } from './sign-ins-panel';
import './account.css';

export type SecurityForm = 'paymentPassword' | 'mobile' | 'email';

interface CodeForm<TValues> {
  submit: SubmitView;
  code: SmsButtonViewModel;
  onRequestCode(values: TValues): void;
  onSave(values: TValues): void;
}

export interface SecurityCenterViewProps {
  status: 'loading' | 'ready' | 'failed';
  config: SecurityConfig | null;
  errorCode: string | null;
  today: string;
  profile: { submit: SubmitView; onSave(changes: ProfileChanges): void; onConfirmAge(): void; onCancelAge(): void };
  paymentPassword: { submit: SubmitView; onSave(input: PaymentPasswordInput): void };
  email: CodeForm<EmailValues>;
  mobile: CodeForm<MobileValues> & { dialingCodes: DialingCode[] };
  /** The protection whose form is open. */
  open: SecurityForm | null;
  /** The protection just saved, for its confirmation. */
  saved: SecurityForm | null;
  onOpen(form: SecurityForm | null): void;
  onChangePassword(): void;
  onRetry(): void;
  signIns: SignInsPanelProps;
}

export function SecurityCenterView(props: SecurityCenterViewProps) {
  const { t } = useTranslation();
  const { status, config, open, saved, onOpen } = props;
  if (status === 'failed') return <FailedState errorCode={props.errorCode} onRetry={props.onRetry} testId="security-failed" />;
  if (!config) {
    return (
      <div className="mc-security" data-testid="security-center-loading">
        <Panel title={t('memberCentre.securityCenter.profile.title')} icon="user">
          <SkeletonRows rows={4} label={t('memberCentre.records.loading')} />
        </Panel>
        <Panel title={t('memberCentre.securityCenter.protection.title')} icon="shield">
          <SkeletonRows rows={4} label={t('memberCentre.records.loading')} />
        </Panel>
      </div>
    );
  }
  return (
    // A refresh that failed keeps the last settings on screen, unannounced (they are still the member's); its code stays as an attribute.
    <div className="mc-security" data-testid="security-center" data-error-code={props.errorCode ?? undefined}>
      <Panel title={t('memberCentre.securityCenter.profile.title')} subtitle={t('memberCentre.securityCenter.profile.subtitle')} icon="user">
        <ProfileForm config={config} today={props.today} {...props.profile} />
      </Panel>
      <ProtectionPanel config={config} open={open} saved={saved} onOpen={onOpen} onChangePassword={props.onChangePassword} paymentPassword={props.paymentPassword} email={props.email} mobile={props.mobile} />
      <SignInsPanel {...props.signIns} />
    </div>
  );
}
