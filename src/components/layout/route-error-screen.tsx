/** Any other failure inside a screen: a translated reason and a way back. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

export function RouteErrorScreen({ errorCode, onRetry, onHome }: { errorCode: string; onRetry(): void; onHome(): void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="alert"
      title={t('shell.routeError.title')}
      text={t(`errors.${errorCode}`, { defaultValue: t('errors.system.busy') })}
      action={
        <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
          <Button variant="primary" onClick={onRetry}>
            {t('shell.chunkError.retry')}
          </Button>
          <Button variant="secondary" onClick={onHome}>
            {t('shell.common.backHome')}
          </Button>
        </div>
      }
    />
  );
}
