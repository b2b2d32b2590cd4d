/** Ledger rows: signed amounts read from the decimal text (green credit, red debit), the balance after each row, paging and the states. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { SignedAmount, signedText, toneOf } from '../../../../src/components/member-centre/records/signed-amount';
import { TransactionHistoryView } from '../../../../src/components/member-centre/records/transaction-history-view';
import { presetRange } from '../../../../src/components/member-centre/records/date-range';
import type { RecordsView } from '../../../../src/machines/paged-records/paged-records.selectors';
import type { TransactionHistory, TransactionRow } from '../../../../src/services/schemas/records';
import { renderView } from '../modals/render-view';

const row = (id: number, kind: TransactionRow['kind'], amount: string, balanceAfter: string): TransactionRow => ({
  id,
  kind,
  amount,
  balanceAfter,
  accountTypeId: 0,
  walletName: 'Main Wallet',
  reference: `ref-${id}`,
  createdAt: Date.UTC(2025, 2, 14, 10, id),
});

const period = { range: presetRange('2025-03-14', 7), today: '2025-03-14', onPreset: vi.fn(), onShift: vi.fn() };

function view(status: RecordsView['status'], list: TransactionRow[] = [], extra: Partial<TransactionHistory> = {}): RecordsView<TransactionHistory> {
  return {
    status,
    answer: { list, pageNo: 1, totalPages: 2, total: 12, ...extra },
    query: { period: { startTime: 0, endTime: 1 }, filter: '', pageNo: 1, pageSize: 10 },
    errorCode: status === 'failed' ? 'network.abnormal' : null,
  };
}

describe('signed amounts', () => {
  it('take the sign from the text, group thousands and use a real minus', () => {
    expect(signedText('1234.5')).toBe('+1,234.50');
    expect(signedText('-1234567.80')).toBe('\u22121,234,567.80');
    expect(signedText('0.00')).toBe('0.00');
    expect(signedText('-0.00')).toBe('0.00');
    expect(signedText('oops')).toBe('—');
    expect([toneOf('0.01'), toneOf('-0.01'), toneOf('0')]).toEqual(['credit', 'debit', 'zero']);
  });

  it('colour credits and debits', () => {
    renderView(
      <>
        <SignedAmount amount="25.00" testId="credit" />
        <SignedAmount amount="-25.00" testId="debit" />
      </>,
    );
    expect(screen.getByTestId('credit').className).toContain('is-credit');
    expect(screen.getByTestId('debit').className).toContain('is-debit');
  });
});

describe('transaction history view', () => {
  it('shows each row with its kind, signed amount and the balance after it, and pages', () => {
    const onPage = vi.fn();
    renderView(
      <TransactionHistoryView
        view={view('ready', [row(1, 'payout', '56.40', '4746.40'), row(2, 'bet', '-80.00', '4690.00')])}
        period={period}
        kinds={['bet', 'payout']}
        onKind={vi.fn()}
        onPage={onPage}
        onRetry={vi.fn()}
      />,
    );
    const rows = screen.getAllByTestId('ledger-rows-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('ledger-kind').textContent).toBe('Payout');
    expect(within(rows[0]).getByTestId('ledger-amount').textContent).toBe('+56.40');
    expect(within(rows[0]).getByTestId('balance-after').textContent).toBe('4,746.40');
    expect(within(rows[1]).getByTestId('ledger-amount').textContent).toBe('\u221280.00');
    expect(within(rows[1]).getByTestId('balance-after').textContent).toBe('4,690.00');
    expect(screen.getByTestId('records-total').textContent).toBe('12 records');
    fireEvent.click(screen.getByTestId('records-page-2'));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  const render = (status: RecordsView['status'], on: { onKind?: () => void; onRetry?: () => void } = {}) =>
    renderView(<TransactionHistoryView view={view(status)} period={period} kinds={['bet']} onKind={on.onKind ?? vi.fn()} onPage={vi.fn()} onRetry={on.onRetry ?? vi.fn()} />);

  it('filters by kind while its skeleton shows', () => {
    const onKind = vi.fn();
    render('loading', { onKind });
    expect(screen.getByTestId('mc-skeleton')).toBeTruthy();
    fireEvent.change(screen.getByTestId('kind-filter'), { target: { value: 'bet' } });
    expect(onKind).toHaveBeenCalledWith('bet');
  });

  it('says when the period has no rows, and offers retry after a failure', () => {
    render('empty');
    expect(screen.getByTestId('ledger-rows-empty').textContent).toContain('No transactions in this period');
    const onRetry = vi.fn();
    render('failed', { onRetry });
    fireEvent.click(screen.getByTestId('mc-retry'));
    expect(onRetry).toHaveBeenCalled();
  });
});
