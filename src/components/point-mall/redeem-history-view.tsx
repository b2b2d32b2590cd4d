/** The member's redemptions in the period, filtered by status, with the operator's decision and remark. */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { PointRedeemHistory } from '../../services/point-mall.api';
import type { Redemption, RedeemStatus } from '../../services/schemas/points';
import type { Column } from '../member-centre/kit/data-table';
import { formatDateTime } from '../member-centre/kit/date-time';
import { Panel } from '../member-centre/kit/panel';
import { StatusPill, type StatusTone } from '../member-centre/kit/status-pill';
import { CategoryChips } from '../member-centre/records/record-filters';
import { RecordsPane, type PeriodControls } from '../member-centre/records/records-pane';
import { RecordsTable } from '../member-centre/records/records-table';

const tones: Record<RedeemStatus, StatusTone> = { process: 'pending', approved: 'success', rejected: 'danger' };

export interface RedeemHistoryProps {
  view: RecordsView<PointRedeemHistory>;
  period: PeriodControls;
  onStatus(status: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export function RedeemHistoryView({ view, period, onStatus, onPage, onRetry }: RedeemHistoryProps) {
  const { t } = useTranslation();
  const statuses = ['', 'process', 'approved', 'rejected'].map((value) => ({ value, label: t(value ? `pointMall.status.${value}` : 'pointMall.type.all') }));
  const columns: Column<Redemption>[] = [
    { key: 'appliedAt', label: t('pointMall.history.appliedAt'), render: (row) => formatDateTime(row.appliedAt) },
    { key: 'reference', label: t('pointMall.history.reference'), render: (row) => row.reference },
    { key: 'name', label: t('pointMall.history.name'), render: (row) => `${row.name} × ${row.quantity} ${row.unit}` },
    { key: 'points', label: t('pointMall.history.points'), align: 'end', render: (row) => row.points.toLocaleString() },
    { key: 'address', label: t('pointMall.history.address'), render: (row) => [row.address, row.mobile].filter(Boolean).join(' · ') || '—' },
    { key: 'status', label: t('pointMall.history.status'), render: (row) => <StatusPill tone={tones[row.status]}>{t(`pointMall.status.${row.status}`)}</StatusPill> },
    { key: 'remark', label: t('pointMall.history.remark'), render: (row) => row.remark || '—' },
  ];
  return (
    <RecordsPane period={period} testId="redeem-history-pane" aside={<CategoryChips options={statuses} value={view.query.filter} onChange={onStatus} label={t('pointMall.history.status')} testId="redeem-status" />}>
      <Panel title={t('pointMall.history.title')} icon="gift">
        <RecordsTable view={view} columns={columns} rowKey={(row) => row.reference} testId="redeem-history" onPage={onPage} pagerLabel={t('pointMall.history.pages')} onRetry={onRetry} empty={{ icon: 'gift', title: t('pointMall.history.empty') }} />
      </Panel>
    </RecordsPane>
  );
}
