/** Bonus details: money the portal gave in the period (bonus, rebate, salary, dividend, point conversion), the rows and their sum. */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../../machines/paged-records/paged-records.selectors';
import type { BonusDetails } from '../../../services/schemas/records';
import { MoneyText } from '../kit/money-text';
import { Panel } from '../kit/panel';
import { SkeletonBlock } from '../kit/skeleton';
import { RecordsPane, type PeriodControls } from './records-pane';
import { RecordsTable } from './records-table';
import { SummaryStrip } from './summary-strip';
import { useLedgerColumns } from './transaction-history-view';

export interface BonusDetailsViewProps {
  view: RecordsView<BonusDetails>;
  period: PeriodControls;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export function BonusDetailsView({ view, period, onPage, onRetry }: BonusDetailsViewProps) {
  const { t } = useTranslation();
  const columns = useLedgerColumns().filter((column) => column.key !== 'wallet');
  const answered = view.status === 'ready' || view.status === 'empty';
  const pending = view.status === 'loading' ? <SkeletonBlock height={18} width={80} /> : '—';
  return (
    <RecordsPane period={period} testId="bonus-details">
      <SummaryStrip
        testId="bonus-summary"
        figures={[
          { key: 'sum', label: t('memberCentre.bonusDetails.sum'), value: answered ? <MoneyText value={view.answer.sum} testId="bonus-sum" /> : pending },
          { key: 'count', label: t('memberCentre.bonusDetails.count'), value: answered ? view.answer.total : pending },
        ]}
      />
      <Panel title={t('memberCentre.bonusDetails.table')} icon="gift">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => row.id}
          testId="bonus-rows"
          onPage={onPage}
          empty={{ icon: 'gift', title: t('memberCentre.bonusDetails.empty.title'), text: t('memberCentre.records.empty.text') }}
          onRetry={onRetry}
        />
      </Panel>
    </RecordsPane>
  );
}
