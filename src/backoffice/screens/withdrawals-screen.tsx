/** The withdrawal queue: pay or reject, with the bank account to pay into. */
import { useTranslation } from 'react-i18next';
import { QueueScreen } from '../components/queue-screen';
import { useBackoffice } from '../use-backoffice';

export function WithdrawalsScreen() {
  const { t } = useTranslation();
  const { auth } = useBackoffice();
  return (
    <QueueScreen
      kind="withdrawal"
      heading={t('backoffice.withdrawals.heading')}
      statuses={['pending', 'paid', 'rejected']}
      columns={[
        { key: 'charge', label: t('backoffice.withdrawals.charge') },
        { key: 'bankName', label: t('backoffice.withdrawals.bank') },
        { key: 'accountNumber', label: t('backoffice.withdrawals.accountNumber') },
      ]}
      verbs={[
        { verb: 'pay', label: t('backoffice.item.pay'), variant: 'primary', needsReason: false },
        { verb: 'reject', label: t('backoffice.item.reject'), variant: 'secondary', needsReason: true },
      ]}
      canDecide={auth.may('withdrawals.decide')}
    />
  );
}
