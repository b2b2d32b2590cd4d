/** The deposit queue: approve or reject, with the channel beside the amount. */
import { useTranslation } from 'react-i18next';
import { QueueScreen } from '../components/queue-screen';
import { useBackoffice } from '../use-backoffice';

export function DepositsScreen() {
  const { t } = useTranslation();
  const { auth } = useBackoffice();
  return (
    <QueueScreen
      kind="deposit"
      heading={t('backoffice.deposits.heading')}
      statuses={['pending', 'approved', 'rejected']}
      columns={[{ key: 'channel', label: t('backoffice.deposits.channel') }]}
      verbs={[
        { verb: 'approve', label: t('backoffice.item.approve'), variant: 'primary', needsReason: false },
        { verb: 'reject', label: t('backoffice.item.reject'), variant: 'secondary', needsReason: true },
      ]}
      canDecide={auth.may('deposits.decide')}
    />
  );
}
