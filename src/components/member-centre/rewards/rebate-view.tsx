/**
 * Manual rebate: what the member's bets since the last claim earn per
 * product type at its rate, claimable one type at a time or all at once.
 * A claim's outcome shows above the table: the amount credited, the
 * refusal, or a lost answer with its retry (the same request again).
 */
import { useTranslation } from 'react-i18next';
import type { MoneyRequestView } from '../../../machines/money-request/money-request.selectors';
import type { RebateClaim } from '../../../services/schemas/records';
import { useErrorText } from '../../form/use-error-text';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import type { Column } from '../kit/data-table';
import { DataTable } from '../kit/data-table';
import { formatMoney, toCents } from '../kit/money';
import { MoneyText } from '../kit/money-text';
import { Notice } from '../kit/notice';
import { Panel } from '../kit/panel';
import { SkeletonBlock, SkeletonRows } from '../kit/skeleton';
import { EmptyRows, FailedState } from '../kit/states';
import { formatMoment } from '../records/intl-dates';
import { rateText, type RebateRow } from './rebate-rows';
import './rewards.css';

export interface RebateViewModel {
  status: 'loading' | 'ready' | 'failed';
  rows: RebateRow[];
  total: string;
  lastClaimAt: number | null;
  errorCode: string | null;
}

export interface RebateViewProps {
  rebate: RebateViewModel;
  claim: MoneyRequestView<RebateClaim>;
  /** The product type of the claim under way or last answered; '' for all. */
  claimed: string | null;
  onClaim(productType: string): void;
  onRetryClaim(): void;
  onRetry(): void;
}

export function RebateView({ rebate, claim, claimed, onClaim, onRetryClaim, onRetry }: RebateViewProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const productLabel = (type: string) => t(`memberCentre.records.category.${type}`, { defaultValue: type });
  const anyClaimable = rebate.rows.some((row) => row.claimable);
  const busyOn = (type: string) => claim.busy && claimed === type;
  // After a lost answer only the retry may go: a new claim could pay the same rebate twice.
  const locked = claim.busy || claim.phase === 'failed';
  const claimButton = (type: string, enabled: boolean, label: string, variant: 'primary' | 'secondary', testId: string) => (
    <Button variant={variant} size={variant === 'primary' ? 'lg' : 'sm'} disabled={!enabled || locked} onClick={() => onClaim(type)} data-testid={testId}>
      {busyOn(type) ? <Spinner size={16} label={t('memberCentre.manualRebate.claiming')} /> : null}
      {label}
    </Button>
  );

  const columns: Column<RebateRow>[] = [
    { key: 'type', label: t('memberCentre.manualRebate.column.product'), render: (row) => <span className="mc-cell-main">{productLabel(row.productType)}</span> },
    { key: 'rate', label: t('memberCentre.manualRebate.column.rate'), align: 'end', render: (row) => <span className="mc-rate">{rateText(row.rate)}</span> },
    { key: 'stake', label: t('memberCentre.manualRebate.column.validStake'), align: 'end', render: (row) => <MoneyText value={row.validStake} size="sm" /> },
    { key: 'min', label: t('memberCentre.manualRebate.column.minClaim'), align: 'end', render: (row) => <MoneyText value={row.minClaim} size="sm" /> },
    { key: 'amount', label: t('memberCentre.manualRebate.column.amount'), align: 'end', render: (row) => <MoneyText value={row.amount} size="sm" testId={`rebate-amount-${row.productType}`} /> },
    {
      key: 'action',
      // The buttons say what they do; the header still needs a name for screen readers walking the columns.
      label: <span className="visually-hidden">{t('memberCentre.manualRebate.column.action')}</span>,
      align: 'end',
      render: (row) => claimButton(row.productType, row.claimable, t('memberCentre.manualRebate.claim'), 'secondary', `rebate-claim-${row.productType}`),
    },
  ];

  if (rebate.status === 'failed') return <FailedState errorCode={rebate.errorCode} onRetry={onRetry} testId="rebate-failed" />;
  const loading = rebate.status === 'loading';
  return (
    <div className="mc-stack" data-testid="manual-rebate">
      <section className="mc-hero">
        <div className="mc-hero__text">
          <span className="mc-hero__label">{t('memberCentre.manualRebate.total')}</span>
          {loading ? <SkeletonBlock height={36} width={180} /> : <MoneyText value={rebate.total} size="xl" testId="rebate-total" />}
          <span className="mc-hero__sub">
            {rebate.lastClaimAt ? t('memberCentre.manualRebate.lastClaim', { date: formatMoment(rebate.lastClaimAt, i18n.language) }) : t('memberCentre.manualRebate.neverClaimed')}
          </span>
        </div>
        {claimButton('', !loading && anyClaimable && (toCents(rebate.total) ?? 0n) > 0n, t('memberCentre.manualRebate.claimAll'), 'primary', 'rebate-claim-all')}
      </section>
      {claim.phase === 'done' && claim.answer ? (
        <Notice tone="success" title={t('memberCentre.manualRebate.claimed', { amount: formatMoney(claim.answer.total) })} testId="rebate-claimed">
          {t('memberCentre.manualRebate.balance', { balance: formatMoney(claim.answer.balance) })}
        </Notice>
      ) : null}
      {claim.phase === 'refused' ? <Notice tone="danger" testId="rebate-refused">{errorText(claim.errorCode)}</Notice> : null}
      {claim.phase === 'failed' ? (
        <Notice
          tone="warning"
          title={t('memberCentre.manualRebate.uncertain')}
          action={
            <Button variant="secondary" size="sm" onClick={onRetryClaim} data-testid="rebate-claim-retry">
              {t('memberCentre.kit.retry')}
            </Button>
          }
          testId="rebate-uncertain"
        >
          {errorText(claim.errorCode)}
        </Notice>
      ) : null}
      <Panel title={t('memberCentre.manualRebate.table')} subtitle={t('memberCentre.manualRebate.tableHint')} icon="percent">
        {loading ? (
          <SkeletonRows rows={5} label={t('memberCentre.records.loading')} />
        ) : rebate.rows.length ? (
          <DataTable columns={columns} rows={rebate.rows} rowKey={(row) => row.productType} testId="rebate-rows" />
        ) : (
          <EmptyRows icon="percent" title={t('memberCentre.manualRebate.empty')} testId="rebate-empty" />
        )}
      </Panel>
    </div>
  );
}
