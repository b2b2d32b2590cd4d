/** Shown while the status answer decides which screen comes first. */
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';
import './status-screen.css';

export function StatusLoading() {
  const { t } = useTranslation();
  return (
    <main className="status-loading" data-testid="status-loading">
      <Spinner size={48} label={t('shell.status.loading')} />
    </main>
  );
}
