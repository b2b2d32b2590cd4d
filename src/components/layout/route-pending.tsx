/** What a screen shows while its code or data arrive. */
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';

export function RoutePending() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }} data-testid="route-pending">
      <Spinner label={t('shell.status.loading')} />
    </div>
  );
}
