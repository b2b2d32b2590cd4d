/**
 * Personal profit: the period's deposits, withdrawals, bonus and rebate as
 * cards, the bets per game category and their totals.
 */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../../machines/paged-records/paged-records.selectors';
import type { PersonalProfit } from '../../../services/schemas/records';
import type { IconName } from '../../ui/icons';
import { Icon } from '../../ui/icons';
import type { Column } from '../kit/data-table';
import { MoneyText } from '../kit/money-text';
import { Panel } from '../kit/panel';
import { SkeletonBlock } from '../kit/skeleton';
import { RecordsPane, type PeriodControls } from './records-pane';
import { RecordsTable } from './records-table';
import { SignedAmount } from './signed-amount';
import { SummaryStrip } from './summary-strip';

type CategoryRow = PersonalProfit['categories'][number];

export interface PersonalProfitViewProps {
  view: RecordsView<{ list: CategoryRow[]; pageNo: number; totalPages: number; total: number; profit?: PersonalProfit }>;
  period: PeriodControls;
  onRetry(): void;
}

const cards: { key: 'deposits' | 'withdrawals' | 'bonus' | 'rebate'; icon: IconName }[] = [
  { key: 'deposits', icon: 'wallet' },
  { key: 'withdrawals', icon: 'withdraw' },
  { key: 'bonus', icon: 'gift' },
  { key: 'rebate', icon: 'percent' },
];

export function PersonalProfitView({ view, period, onRetry }: PersonalProfitViewProps) {
  const { t } = useTranslation();
  const profit = view.status === 'ready' || view.status === 'empty' ? (view.answer.profit ?? null) : null;
  const pending = (width: number) => (view.status === 'loading' ? <SkeletonBlock height={20} width={width} /> : '—');
  const columns: Column<CategoryRow>[] = [
    { key: 'category', label: t('memberCentre.personalProfit.column.category'), render: (row) => <span className="mc-cell-main">{t(`memberCentre.records.category.${row.category}`, { defaultValue: row.category })}</span> },
    { key: 'count', label: t('memberCentre.personalProfit.column.count'), align: 'end', render: (row) => row.count },
    { key: 'stake', label: t('memberCentre.personalProfit.column.stake'), align: 'end', render: (row) => <MoneyText value={row.stake} size="sm" /> },
    { key: 'payout', label: t('memberCentre.personalProfit.column.payout'), align: 'end', render: (row) => <MoneyText value={row.payout} size="sm" /> },
    { key: 'profit', label: t('memberCentre.personalProfit.column.profit'), align: 'end', render: (row) => <SignedAmount amount={row.profit} testId="category-profit" /> },
  ];
  return (
    <RecordsPane period={period} testId="personal-profit">
      <div className="mc-stat-cards">
        {cards.map((card) => (
          <div className={`mc-stat-card is-${card.key}`} key={card.key} data-testid={`profit-${card.key}`}>
            <span className="mc-stat-card__icon">
              <Icon name={card.icon} size={18} />
            </span>
            <span className="mc-stat-card__label">{t(`memberCentre.personalProfit.card.${card.key}`)}</span>
            <span className="mc-stat-card__value">{profit ? <MoneyText value={profit[card.key]} size="lg" /> : pending(110)}</span>
          </div>
        ))}
      </div>
      <SummaryStrip
        testId="profit-total"
        figures={[
          { key: 'count', label: t('memberCentre.personalProfit.total.count'), value: profit ? profit.total.count : pending(50) },
          { key: 'stake', label: t('memberCentre.personalProfit.total.stake'), value: profit ? <MoneyText value={profit.total.stake} /> : pending(80) },
          { key: 'payout', label: t('memberCentre.personalProfit.total.payout'), value: profit ? <MoneyText value={profit.total.payout} /> : pending(80) },
          { key: 'profit', label: t('memberCentre.personalProfit.total.profit'), value: profit ? <SignedAmount amount={profit.total.profit} testId="profit-total-profit" /> : pending(80) },
        ]}
      />
      <Panel title={t('memberCentre.personalProfit.table')} icon="briefcase">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => row.category}
          testId="profit-categories"
          empty={{ title: t('memberCentre.personalProfit.empty.title'), text: t('memberCentre.records.empty.text') }}
          onRetry={onRetry}
          skeletonRows={4}
        />
      </Panel>
    </RecordsPane>
  );
}
