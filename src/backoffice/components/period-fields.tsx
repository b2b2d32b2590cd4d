/** The "from" and "to" date inputs every back-office filter form ends with (read by name on submit). */
import { useTranslation } from 'react-i18next';

export function PeriodFields() {
  const { t } = useTranslation();
  return (
    <>
      <label className="bo-field">
        <span>{t('backoffice.queue.from')}</span>
        <input name="from" type="date" />
      </label>
      <label className="bo-field">
        <span>{t('backoffice.queue.to')}</span>
        <input name="to" type="date" />
      </label>
    </>
  );
}
