/** The status answer could not be loaded: the reason, and a retry (it also retries by itself). */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { StatusScreen } from './status-screen';

export function StatusErrorPage({ errorCode, onRetry }: { errorCode: string | null; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      testId="status-error-page"
      icon="alert"
      tone="danger"
      title={t('shell.statusError.title')}
      actions={
        <Button variant="primary" size="lg" onClick={onRetry} data-testid="status-retry">
          <Icon name="refresh" size={18} />
          {t('shell.statusError.retry')}
        </Button>
      }
    >
      <p>{t(`errors.${errorCode ?? 'network.abnormal'}`, { defaultValue: t('errors.network.abnormal') })}</p>
      <p className="status-screen__hint">{t('shell.statusError.autoRetry')}</p>
    </StatusScreen>
  );
}
