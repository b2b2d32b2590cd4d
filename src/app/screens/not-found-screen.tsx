/** A path the portal does not have. */
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Button } from '../../components/ui/button';
import { navigateTo } from '../navigation';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <EmptyState
      icon="pin"
      title={t('shell.notFound.title')}
      text={t('shell.notFound.text')}
      action={
        <Button variant="primary" onClick={() => void navigateTo(router, '/')}>
          {t('shell.common.backHome')}
        </Button>
      }
    />
  );
}
