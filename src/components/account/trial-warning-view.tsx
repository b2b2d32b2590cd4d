/** A trial (free play) account tried something only real accounts may do (in_need_true_account). */
import { useTranslation } from 'react-i18next';
import { AlertContent } from './alert-dialog';

export function TrialWarningView({ onConfirm }: { onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <AlertContent tone="warning" icon="shield" title={t('account.trial.title')} confirmLabel={t('account.trial.confirm')} onConfirm={onConfirm} testId="trial-warning">
      {t('account.trial.in_need_true_account')}
    </AlertContent>
  );
}
