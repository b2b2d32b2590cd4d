/**
 * The account's protections: login password (the change-password modal),
 * withdrawal password, phone and e-mail, each with its form opened in
 * place, and how many of the four are in place. A phone bound through phone
 * authentication is locked (spec §5) and says why.
 */
import { useTranslation } from 'react-i18next';
import type { SecurityConfig } from '../../../services/schemas/profile';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Notice } from '../kit/notice';
import { Panel } from '../kit/panel';
import { StatusPill } from '../kit/status-pill';
import { EmailBindingForm, MobileBindingForm } from './binding-forms';
import { PaymentPasswordForm } from './payment-password-form';
import type { SecurityCenterViewProps, SecurityForm } from './security-center-view';
import { SecurityItem } from './security-item';

export type ProtectionPanelProps = Pick<SecurityCenterViewProps, 'open' | 'saved' | 'onOpen' | 'onChangePassword' | 'paymentPassword' | 'email' | 'mobile'> & { config: SecurityConfig };

export function ProtectionPanel({ config, open, saved, onOpen, ...props }: ProtectionPanelProps) {
  const { t } = useTranslation();
  const level = 1 + Number(config.hasPaymentPassword) + Number(config.mobile !== null) + Number(config.email !== null);
  const toggle = (form: SecurityForm, labelKey: string) => (
    <Button variant={open === form ? 'ghost' : 'secondary'} size="sm" onClick={() => onOpen(open === form ? null : form)} data-testid={`security-${form}-action`}>
      {t(open === form ? 'memberCentre.securityCenter.cancel' : labelKey)}
    </Button>
  );
  /** Bind a new contact, verify one on record, or change a verified one. */
  const contactAction = (value: string | null, verified: boolean) =>
    !value ? 'memberCentre.securityCenter.bind' : verified ? 'memberCentre.securityCenter.change' : 'memberCentre.securityCenter.verify';
  const bound = (value: string | null, verified: boolean) =>
    value ? (
      <>
        <span className="mc-masked">{value}</span>
        <StatusPill tone={verified ? 'success' : 'pending'}>{t(verified ? 'memberCentre.securityCenter.verified' : 'memberCentre.securityCenter.unverified')}</StatusPill>
      </>
    ) : (
      t('memberCentre.securityCenter.notBound')
    );

  return (
    <Panel
      title={t('memberCentre.securityCenter.protection.title')}
      subtitle={t('memberCentre.securityCenter.protection.subtitle')}
      icon="shield"
      actions={
        <span className="mc-level" data-testid="security-level" aria-label={t('memberCentre.securityCenter.level', { level, total: 4 })}>
          {[1, 2, 3, 4].map((step) => (
            <span key={step} className={step <= level ? 'mc-level__bar is-on' : 'mc-level__bar'} />
          ))}
          <span className="mc-level__text">{t('memberCentre.securityCenter.level', { level, total: 4 })}</span>
        </span>
      }
    >
      {saved ? <Notice tone="success" title={t(`memberCentre.securityCenter.saved.${saved}`)} testId="security-saved" /> : null}
      <ul className="mc-security-list">
        <SecurityItem
          id="login-password"
          icon="shield"
          title={t('memberCentre.securityCenter.loginPassword.title')}
          status={t('memberCentre.securityCenter.loginPassword.status')}
          done
          action={
            <Button variant="secondary" size="sm" onClick={props.onChangePassword} data-testid="security-change-password">
              {t('memberCentre.securityCenter.loginPassword.change')}
            </Button>
          }
        />
        <SecurityItem
          id="payment-password"
          icon="wallet"
          title={t('memberCentre.securityCenter.paymentPassword.title')}
          status={t(config.hasPaymentPassword ? 'memberCentre.securityCenter.paymentPassword.isSet' : 'memberCentre.securityCenter.paymentPassword.notSet')}
          done={config.hasPaymentPassword}
          action={toggle('paymentPassword', config.hasPaymentPassword ? 'memberCentre.securityCenter.paymentPassword.change' : 'memberCentre.securityCenter.paymentPassword.set')}
        >
          {open === 'paymentPassword' ? <PaymentPasswordForm hasPaymentPassword={config.hasPaymentPassword} {...props.paymentPassword} onCancel={() => onOpen(null)} /> : null}
        </SecurityItem>
        <SecurityItem
          id="mobile"
          icon="phone"
          title={t('memberCentre.securityCenter.mobile.title')}
          status={bound(config.mobile, config.mobileVerified)}
          done={config.mobile !== null}
          action={
            config.phoneAuthBound ? (
              <span className="mc-locked" data-testid="security-mobile-locked">
                <Icon name="shield" size={15} />
                {t('memberCentre.securityCenter.mobile.locked')}
              </span>
            ) : (
              toggle('mobile', contactAction(config.mobile, config.mobileVerified))
            )
          }
        >
          {config.phoneAuthBound ? (
            <p className="mc-locked-note" data-testid="security-mobile-locked-note">
              {t('memberCentre.securityCenter.mobile.lockedText')}
            </p>
          ) : open === 'mobile' ? (
            <MobileBindingForm {...props.mobile} onCancel={() => onOpen(null)} />
          ) : null}
        </SecurityItem>
        <SecurityItem
          id="email"
          icon="mail"
          title={t('memberCentre.securityCenter.email.title')}
          status={bound(config.email, config.emailVerified)}
          done={config.email !== null}
          action={toggle('email', contactAction(config.email, config.emailVerified))}
        >
          {open === 'email' ? <EmailBindingForm {...props.email} onCancel={() => onOpen(null)} /> : null}
        </SecurityItem>
      </ul>
    </Panel>
  );
}
