/** The review queues on the shared queue screen: each names its statuses, its columns, its verbs and what its panel shows of the item. */
import { useTranslation } from 'react-i18next';
import { ApplicationImages } from '../components/application-images';
import { QueueScreen } from '../components/queue-screen';
import { useBackoffice } from '../use-backoffice';

const useVerbs = (approveLabel: string) => {
  const { t } = useTranslation();
  return [
    { verb: 'approve', label: t(approveLabel), variant: 'primary', needsReason: false },
    { verb: 'reject', label: t('backoffice.item.reject'), variant: 'secondary', needsReason: true },
  ] as const;
};

export function RedemptionsScreen() {
  const { t } = useTranslation();
  const { auth } = useBackoffice();
  return (
    <QueueScreen
      kind="redemption"
      heading={t('backoffice.reviews.redemptions')}
      statuses={['process', 'approved', 'rejected']}
      columns={[
        { key: 'reward', label: t('backoffice.reviews.reward') },
        { key: 'points', label: t('backoffice.reviews.points') },
      ]}
      verbs={useVerbs('backoffice.reviews.approve')}
      canDecide={auth.may('reviews.decide')}
      detail={(row) => (
        <p className="bo-muted">
          {t('backoffice.reviews.delivery', { quantity: String(row.quantity), address: String(row.address || '—'), mobile: String(row.mobile || '—') })}
        </p>
      )}
    />
  );
}

export function ActivitiesScreen() {
  const { t } = useTranslation();
  const { auth } = useBackoffice();
  return (
    <QueueScreen
      kind="activity"
      heading={t('backoffice.reviews.activities')}
      statuses={['applying', 'issued', 'rejected']}
      columns={[
        { key: 'title', label: t('backoffice.reviews.activity') },
        { key: 'images', label: t('backoffice.reviews.images') },
      ]}
      verbs={useVerbs('backoffice.reviews.approve')}
      canDecide={auth.may('reviews.decide')}
      detail={(row) => (
        <div className="bo-context__block">
          <h3>{t('backoffice.reviews.comment')}</h3>
          <p>{String(row.comment || '—')}</p>
          <ApplicationImages reference={row.reference} count={Number(row.images ?? 0)} />
        </div>
      )}
    />
  );
}

export function AffiliatesScreen() {
  const { t } = useTranslation();
  const { auth } = useBackoffice();
  return (
    <QueueScreen
      kind="affiliate"
      heading={t('backoffice.reviews.affiliates')}
      statuses={['pending', 'approved', 'rejected']}
      columns={[{ key: 'contact', label: t('backoffice.reviews.contact') }]}
      verbs={useVerbs('backoffice.reviews.approve')}
      canDecide={auth.may('reviews.decide')}
      detail={(row) => (
        <div className="bo-context__block">
          <h3>{t('backoffice.reviews.intro')}</h3>
          <p>{String(row.intro ?? '')}</p>
        </div>
      )}
    />
  );
}
