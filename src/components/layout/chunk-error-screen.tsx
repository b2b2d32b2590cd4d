/** A screen's code could not be loaded (error or 120 s without an answer): explain and offer a retry. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import './section-page.css';

export function ChunkErrorScreen({ onRetry, onHome }: { onRetry(): void; onHome(): void }) {
  const { t } = useTranslation();
  return (
    <div className="section-page" data-testid="chunk-error">
      <EmptyState
        icon="alert"
        title={t('shell.chunkError.title')}
        text={t('errors.chunk.load')}
        action={
          <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
            <Button variant="primary" onClick={onRetry} data-testid="chunk-retry">
              {t('shell.chunkError.retry')}
            </Button>
            <Button variant="secondary" onClick={onHome}>
              {t('shell.common.backHome')}
            </Button>
          </div>
        }
      />
    </div>
  );
}
