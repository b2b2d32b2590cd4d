/** The register-success modal: a welcome, and the two things a new player does next. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import './register-success.css';

export interface RegisterSuccessViewProps {
  account: string | null;
  onDeposit(): void;
  onPlay(): void;
}

export function RegisterSuccessView({ account, onDeposit, onPlay }: RegisterSuccessViewProps) {
  const { t } = useTranslation();
  return (
    <div className="register-success" data-testid="register-success">
      <div className="register-success__badge">
        <Icon name="crown" size={40} />
      </div>
      <h2 className="register-success__title">{t('register.success.title')}</h2>
      <p className="register-success__text">{account ? t('register.success.welcome', { account }) : t('register.success.welcomeGuest')}</p>
      <div className="register-success__actions">
        <Button variant="secondary" size="lg" onClick={onPlay} data-testid="register-success-play">
          <Icon name="play" size={16} />
          {t('register.success.play')}
        </Button>
        <Button variant="primary" size="lg" onClick={onDeposit} data-testid="register-success-deposit">
          <Icon name="wallet" size={18} />
          {t('register.success.deposit')}
        </Button>
      </div>
    </div>
  );
}
