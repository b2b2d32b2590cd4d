/** A visitor's invitation: the full list, its search and filters wait behind the login. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import './login-call.css';

export function LoginCall({ onLogin, onRegister }: { onLogin(): void; onRegister(): void }) {
  const { t } = useTranslation();
  return (
    <aside className="login-call" data-testid="login-call">
      <span className="login-call__icon">
        <Icon name="user" size={24} />
      </span>
      <div className="login-call__text">
        <strong>{t('games.lobby.loginCall.title')}</strong>
        <span>{t('games.lobby.loginCall.text')}</span>
      </div>
      <div className="login-call__actions">
        <Button variant="secondary" onClick={onRegister}>
          {t('games.lobby.loginCall.register')}
        </Button>
        <Button onClick={onLogin} data-testid="login-call-login">
          {t('games.lobby.loginCall.login')}
        </Button>
      </div>
    </aside>
  );
}
