/** The promotions could not be loaded: what happened and a way to ask again. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

export function PromotionsLoadFailed({ onRetry, testId }: { onRetry(): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="alert"
      title={t('promotions.list.failedTitle')}
      text={t('promotions.list.failedText')}
      action={
        <Button variant="secondary" onClick={onRetry} data-testid={testId}>
          {t('promotions.list.retry')}
        </Button>
      }
    />
  );
}
