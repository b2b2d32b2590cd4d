/**
 * Betting records: the member's bets of the period by game category, the
 * period's count, stake, payout and profit above the rows, paged.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../../machines/paged-records/paged-records.selectors';
import type { BetRow, BettingRecords } from '../../../services/schemas/records';
import type { Column } from '../kit/data-table';
import { MoneyText } from '../kit/money-text';
import { Panel } from '../kit/panel';
import { SkeletonBlock } from '../kit/skeleton';
import { StatusPill } from '../kit/status-pill';
import { formatMoment } from './intl-dates';
import { CategoryChips } from './record-filters';
import { RecordsPane, type PeriodControls } from './records-pane';
import { RecordsTable } from './records-table';
import { SignedAmount } from './signed-amount';
import { SummaryStrip } from './summary-strip';

export interface BettingRecordsViewProps {
  view: RecordsView<BettingRecords>;
  period: PeriodControls;
  categories: readonly string[];
  onCategory(category: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export function BettingRecordsView({ view, period, categories, onCategory, onPage, onRetry }: BettingRecordsViewProps) {
  const { t, i18n } = useTranslation();
  const categoryLabel = (category: string) => t(`memberCentre.records.category.${category}`, { defaultValue: category });
  const summary = view.status === 'ready' || view.status === 'empty' ? view.answer.summary : null;
  const figure = (render: () => ReactNode) => (summary ? render() : view.status === 'loading' ? <SkeletonBlock height={18} width={70} /> : '—');
  const columns: Column<BetRow>[] = [
    { key: 'time', label: t('memberCentre.personalHistoryCopy.column.time'), render: (row) => <span className="mc-cell-sub">{formatMoment(row.createdAt, i18n.language)}</span> },
    {
      key: 'game',
      label: t('memberCentre.personalHistoryCopy.column.game'),
      render: (row) => (
        <>
          <span className="mc-cell-main">{row.gameName}</span>
          <span className="mc-cell-sub">
            {row.vendor} · {row.roundId}
          </span>
        </>
      ),
    },
    { key: 'category', label: t('memberCentre.personalHistoryCopy.column.category'), render: (row) => <span className="mc-kind-tag">{categoryLabel(row.category)}</span> },
    { key: 'stake', label: t('memberCentre.personalHistoryCopy.column.stake'), align: 'end', render: (row) => <MoneyText value={row.stake} size="sm" testId="bet-stake" /> },
    { key: 'payout', label: t('memberCentre.personalHistoryCopy.column.payout'), align: 'end', render: (row) => <MoneyText value={row.payout} size="sm" testId="bet-payout" /> },
    { key: 'profit', label: t('memberCentre.personalHistoryCopy.column.profit'), align: 'end', render: (row) => <SignedAmount amount={row.profit} testId="bet-profit" /> },
    {
      key: 'status',
      label: t('memberCentre.personalHistoryCopy.column.status'),
      align: 'center',
      render: (row) => (
        <StatusPill tone={row.status === 'open' ? 'pending' : 'success'}>{t(row.status === 'open' ? 'memberCentre.personalHistoryCopy.status.open' : 'memberCentre.personalHistoryCopy.status.settled')}</StatusPill>
      ),
    },
  ];
  return (
    <RecordsPane period={period} testId="betting-records">
      <CategoryChips
        options={[{ value: '', label: t('memberCentre.records.filter.all') }, ...categories.map((category) => ({ value: category, label: categoryLabel(category) }))]}
        value={view.query.filter}
        onChange={onCategory}
      />
      <SummaryStrip
        testId="betting-summary"
        figures={[
          { key: 'count', label: t('memberCentre.personalHistoryCopy.summary.count'), value: figure(() => summary!.count) },
          { key: 'stake', label: t('memberCentre.personalHistoryCopy.summary.stake'), value: figure(() => <MoneyText value={summary!.stake} />) },
          { key: 'payout', label: t('memberCentre.personalHistoryCopy.summary.payout'), value: figure(() => <MoneyText value={summary!.payout} />) },
          { key: 'profit', label: t('memberCentre.personalHistoryCopy.summary.profit'), value: figure(() => <SignedAmount amount={summary!.profit} />) },
        ]}
      />
      <Panel title={t('memberCentre.personalHistoryCopy.table')} icon="receipt">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => row.id}
          testId="bet-records"
          onPage={onPage}
          empty={{ title: t('memberCentre.personalHistoryCopy.empty.title'), text: t('memberCentre.records.empty.text') }}
          onRetry={onRetry}
        />
      </Panel>
    </RecordsPane>
  );
}
