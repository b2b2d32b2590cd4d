/** The member's points, what they are worth and the conversion form beside them; a skeleton until the first answer. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailsView } from '../../machines/centre-details/centre-details.selectors';
import type { PointSummary } from '../../services/point-mall.actors';
import { SkeletonBlock } from '../member-centre/kit/skeleton';
import { FailedState } from '../member-centre/kit/states';
import './point-mall.css';

export function BalanceStrip({ summary, onRetry, children }: { summary: DetailsView<PointSummary>; onRetry(): void; children?: ReactNode }) {
  const { t } = useTranslation();
  if (summary.status === 'failed') return <FailedState errorCode={summary.errorCode} onRetry={onRetry} testId="point-balance-failed" />;
  const data = summary.data;
  return (
    <section className="pm-balance" data-testid="point-balance">
      <div className="pm-balance__figure">
        <p className="pm-balance__label">{t('pointMall.balance.label')}</p>
        <p className="pm-balance__value" data-testid="point-balance-value">
          {data ? data.pointBalance.toLocaleString() : <SkeletonBlock height={36} width={120} />}
        </p>
        {data ? <p className="pm-balance__hint">{t('pointMall.balance.ratio', { ratio: data.config.ratio })}</p> : null}
      </div>
      {children}
    </section>
  );
}
