/** A lobby block whose answer did not come: what happened and a way to ask again. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

export function LoadFailed({ title, onRetry, testId }: { title: string; onRetry(): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="alert"
      title={title}
      text={t('games.lobby.failed.text')}
      action={
        <Button variant="secondary" onClick={onRetry} data-testid={testId}>
          <span>{t('games.lobby.failed.retry')}</span>
        </Button>
      }
    />
  );
}
