/** Every point movement in the period (earned per game type or deposit, redeemed, refunded, converted), filtered by kind. */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { PointDetails } from '../../services/point-mall.api';
import { pointKinds } from '../../services/schemas/points';
import type { Column } from '../member-centre/kit/data-table';
import { formatDateTime } from '../member-centre/kit/date-time';
import { Panel } from '../member-centre/kit/panel';
import { KindSelect } from '../member-centre/records/record-filters';
import { RecordsPane, type PeriodControls } from '../member-centre/records/records-pane';
import { RecordsTable } from '../member-centre/records/records-table';

type DetailRow = PointDetails['list'][number];

export interface PointDetailsProps {
  view: RecordsView<PointDetails>;
  period: PeriodControls;
  onKind(kind: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export function PointDetailsView({ view, period, onKind, onPage, onRetry }: PointDetailsProps) {
  const { t } = useTranslation();
  const kinds = [{ value: '', label: t('pointMall.type.all') }, ...pointKinds.map((kind) => ({ value: kind, label: t(`pointMall.kind.${kind}`) }))];
  const columns: Column<DetailRow>[] = [
    { key: 'createdAt', label: t('pointMall.details.time'), render: (row) => formatDateTime(row.createdAt) },
    { key: 'pointType', label: t('pointMall.details.type'), render: (row) => t(`pointMall.kind.${row.pointType}`) },
    {
      key: 'changedPoints',
      label: t('pointMall.details.change'),
      align: 'end',
      render: (row) => <span className={row.changedPoints > 0 ? 'pm-plus' : 'pm-minus'}>{row.changedPoints > 0 ? `+${row.changedPoints.toLocaleString()}` : row.changedPoints.toLocaleString()}</span>,
    },
    { key: 'pointBalance', label: t('pointMall.details.balance'), align: 'end', render: (row) => row.pointBalance.toLocaleString() },
  ];
  return (
    <RecordsPane period={period} testId="point-details-pane" aside={<KindSelect options={kinds} value={view.query.filter} onChange={onKind} label={t('pointMall.details.type')} testId="point-kind" />}>
      <Panel title={t('pointMall.details.title')} icon="history">
        <RecordsTable view={view} columns={columns} rowKey={(row) => row.id} testId="point-details" onPage={onPage} pagerLabel={t('pointMall.details.pages')} onRetry={onRetry} empty={{ icon: 'history', title: t('pointMall.details.empty') }} />
      </Panel>
    </RecordsPane>
  );
}
