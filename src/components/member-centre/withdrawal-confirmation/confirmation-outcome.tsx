/**
 * What became of an answer: each withdrawal it settled with the amount
 * received and the remainder, or the gateway's refusal (answered already,
 * past the deadline…). Either way the next step is the list again.
 */
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../../../machines/withdrawal-confirmation/withdrawal-confirmation.selectors';
import { useErrorText } from '../../form/use-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../kit/detail-list';
import { MoneyText } from '../kit/money-text';
import { Notice } from '../kit/notice';
import { StatusPill, type StatusTone } from '../kit/status-pill';

const tones: Record<ResultRow['confirmStatus'], StatusTone> = { received: 'success', partial: 'pending', not_received: 'danger', forced: 'info', awaiting: 'pending' };

export function ConfirmationResult({ rows, onReload }: { rows: ResultRow[]; onReload(): void }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`memberCentre.withdrawalConfirmation.${key}`);
  return (
    <div className="wc-outcome" data-testid="withdrawal-confirmation-result">
      <Notice tone="success" title={text('done.title')}>
        {rows.length ? text('done.text') : text('done.none')}
      </Notice>
      {rows.map((row) => (
        <DetailList
          key={row.id}
          testId={`withdrawal-result-${row.reference}`}
          items={[
            { key: 'reference', label: text('columns.reference'), value: row.reference },
            {
              key: 'status',
              label: text('done.status'),
              value: (
                <StatusPill tone={tones[row.confirmStatus]}>{row.confirmStatus === 'forced' ? text('notRefundable') : text(`statuses.${row.confirmStatus}`)}</StatusPill>
              ),
            },
            { key: 'received', label: text('done.received'), value: <MoneyText value={row.receivedAmount} size="sm" /> },
            { key: 'remainder', label: text('remainder'), value: <MoneyText value={row.remainder} size="sm" testId="withdrawal-result-remainder" />, emphasis: row.remainder !== '0.00' },
          ]}
        />
      ))}
      <Button variant="primary" onClick={onReload} data-testid="withdrawal-confirmation-reload">
        {text('backToList')}
      </Button>
    </div>
  );
}

export function ConfirmationRefused({ code, onReload }: { code: string | null; onReload(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Notice
      tone="danger"
      title={t('memberCentre.withdrawalConfirmation.refused')}
      testId="withdrawal-confirmation-refused"
      action={
        <Button variant="secondary" size="sm" onClick={onReload} data-testid="withdrawal-confirmation-reload">
          {t('memberCentre.withdrawalConfirmation.backToList')}
        </Button>
      }
    >
      <span data-testid="withdrawal-confirmation-refused-code" data-code={code ?? ''}>
        {errorText(code)}
      </span>
    </Notice>
  );
}
