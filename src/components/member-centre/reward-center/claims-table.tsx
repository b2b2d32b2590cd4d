/** The member's claims and applications: a status filter, the table, its pages; skeleton, empty and failed states. */
import { useTranslation } from 'react-i18next';
import { promotionClaimStatuses, type PromotionClaimRecord } from '../../../services/schemas/rewards';
import { DataTable, type Column } from '../kit/data-table';
import { formatDateTime } from '../kit/date-time';
import { MoneyText } from '../kit/money-text';
import { SkeletonRows } from '../kit/skeleton';
import { EmptyRows, FailedState } from '../kit/states';
import { StatusPill } from '../kit/status-pill';
import { RecordsPager } from '../records/records-pager';
import { claimTones } from './reward-status';

export interface ClaimsTableProps {
  status: 'loading' | 'ready' | 'empty' | 'failed';
  claims: PromotionClaimRecord[];
  filter: string;
  pageNo: number;
  totalPages: number;
  total: number;
  errorCode: string | null;
  symbol?: string;
  /** Data URLs of each application's images, by claim id, as they arrive. */
  thumbnails?: Record<number, string[]>;
  onFilter(status: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export function ClaimsTable({ status, claims, filter, pageNo, totalPages, total, errorCode, symbol, thumbnails = {}, onFilter, onPage, onRetry }: ClaimsTableProps) {
  const { t } = useTranslation();
  const columns: Column<PromotionClaimRecord>[] = [
    { key: 'time', label: t('memberCentre.rewardCenter.claims.time'), render: (claim) => formatDateTime(claim.createdAt) },
    { key: 'reference', label: t('memberCentre.rewardCenter.claims.reference'), render: (claim) => <span className="rc-mono">{claim.reference}</span> },
    { key: 'title', label: t('memberCentre.rewardCenter.claims.promotion'), render: (claim) => <span className="rc-claim-title">{claim.title}</span> },
    {
      key: 'images',
      label: t('memberCentre.rewardCenter.claims.images'),
      render: (claim) =>
        claim.imageCount ? (
          <span className="rc-claim-thumbs" data-testid="claim-thumbs">
            {(thumbnails[claim.id] ?? []).map((image, index) => (
              <img key={index} src={image} alt={t('memberCentre.rewardCenter.claims.imageAlt', { number: index + 1, reference: claim.reference })} />
            ))}
          </span>
        ) : (
          <span className="rc-muted">{t('memberCentre.rewardCenter.claims.noImages')}</span>
        ),
    },
    { key: 'amount', label: t('memberCentre.rewardCenter.claims.amount'), align: 'end', render: (claim) => <MoneyText value={claim.amount} symbol={symbol} size="sm" /> },
    {
      key: 'status',
      label: t('memberCentre.rewardCenter.claims.status'),
      align: 'center',
      render: (claim) => (
        <span title={claim.remark || undefined}>
          <StatusPill tone={claimTones[claim.status]}>{t(`memberCentre.rewardCenter.status.${claim.status}`)}</StatusPill>
        </span>
      ),
    },
  ];
  return (
    <div className="rc-claims">
      <div className="rc-filter" role="group" aria-label={t('memberCentre.rewardCenter.claims.filter')}>
        {['', ...promotionClaimStatuses].map((value) => (
          <button
            key={value || 'all'}
            type="button"
            className={filter === value ? 'mc-chip is-selected' : 'mc-chip'}
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
            data-testid={`claims-filter-${value || 'all'}`}
          >
            {value ? t(`memberCentre.rewardCenter.status.${value}`) : t('memberCentre.rewardCenter.claims.all')}
          </button>
        ))}
      </div>
      {status === 'loading' ? <SkeletonRows rows={4} label={t('memberCentre.rewardCenter.claims.loading')} /> : null}
      {status === 'failed' ? <FailedState errorCode={errorCode} onRetry={onRetry} testId="claims-failed" /> : null}
      {status === 'empty' ? (
        <EmptyRows
          icon="receipt"
          title={filter ? t('memberCentre.rewardCenter.claims.emptyFilteredTitle') : t('memberCentre.rewardCenter.claims.emptyTitle')}
          text={t('memberCentre.rewardCenter.claims.emptyText')}
          testId="claims-empty"
        />
      ) : null}
      {status === 'ready' ? (
        <>
          <DataTable columns={columns} rows={claims} rowKey={(claim) => claim.id} testId="claims-table" />
          <RecordsPager pageNo={pageNo} totalPages={totalPages} total={total} onPage={onPage} />
        </>
      ) : null}
    </div>
  );
}
