/**
 * Settlement periods as people read them: period keys and payment
 * references become dates and times in the reader's language, in the
 * agent's records table and income list and in the member's transaction
 * history; the gateway's keys never show.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MyIncomeView } from '../../src/components/agent-centre/my-income-view';
import { periodOfKey, referenceLabel } from '../../src/components/member-centre/records/settlement-labels';
import { SettlementsView } from '../../src/components/agent-centre/settlements-view';
import { TransactionHistoryView } from '../../src/components/member-centre/records/transaction-history-view';
import type { RecordsView } from '../../src/machines/paged-records/paged-records.selectors';
import type { AgentIncome } from '../../src/services/schemas/agent';
import type { TransactionHistory } from '../../src/services/schemas/records';
import type { SettlementList } from '../../src/services/schemas/contracts';
import { renderView } from './components/member-centre-funds/render-view';

const utc = (iso: string) => Date.parse(`${iso}Z`);
const translate = (language: string) => renderView(<></>, language).i18n.t;

const period = { range: { from: '2026-11-22', to: '2026-11-28', span: 7 as const }, today: '2026-11-28', onPreset() {}, onShift() {} };
const query = { period: null, filter: '', pageNo: 1, pageSize: 20 };
const ready = <T,>(answer: T) => ({ status: 'ready', answer, query, errorCode: null }) as unknown as RecordsView<T & SettlementList>;

describe('settlement period keys', () => {
  it('finds the period each kind of key names, with the gateway’s boundaries', () => {
    expect(periodOfKey('R:2026-11-28T01:10')).toEqual({ start: utc('2026-11-28T01:10'), end: utc('2026-11-28T01:15') });
    expect(periodOfKey('H:2026-11-24T23')).toEqual({ start: utc('2026-11-24T23:00'), end: utc('2026-11-25T00:00') });
    expect(periodOfKey('D:2026-11-24')).toEqual({ start: utc('2026-11-24T00:00'), end: utc('2026-11-25T00:00') });
    expect(periodOfKey('W:2026-11-23')).toEqual({ start: utc('2026-11-23T00:00'), end: utc('2026-11-30T00:00') });
    expect(periodOfKey('S:2026-11-16')).toEqual({ start: utc('2026-11-16T00:00'), end: utc('2026-12-01T00:00') });
    expect(periodOfKey('S:2026-12-01')).toEqual({ start: utc('2026-12-01T00:00'), end: utc('2026-12-16T00:00') });
    expect(periodOfKey('M:2026-12')).toEqual({ start: utc('2026-12-01T00:00'), end: utc('2027-01-01T00:00') });
    expect(periodOfKey('DEP-12345')).toBeNull();
  });

  it('reads a payment reference as its contract and period, in each language, and leaves other references alone', () => {
    expect(referenceLabel('C3 R:2026-11-28T01:10', 'EN', translate('EN'))).toMatch(/^Contract 3 · 28 Nov 2026,? 01:10\s*–\s*01:15$/);
    expect(referenceLabel('C3 D:2026-11-24', 'TY', translate('TY'))).toMatch(/^Kontrata 3 · .*2026$/);
    expect(referenceLabel('TRF-00042', 'EN', translate('EN'))).toBe('TRF-00042');
  });
});

describe('settlement views', () => {
  it('shows a settled period as its dates and contract, never the key', () => {
    const list: SettlementList = {
      list: [
        {
          id: 1,
          contractId: 3,
          kind: 'realTimeSalary',
          periodKey: 'R:2026-11-28T01:10',
          periodStart: utc('2026-11-28T01:10'),
          periodEnd: utc('2026-11-28T01:15'),
          upline: 'agent1',
          downline: 'player11',
          turnover: '10.00',
          teamLoss: '10.00',
          activeMembers: 1,
          amount: '0.12',
          status: 'paid',
          reason: '',
          settledAt: utc('2026-11-28T01:15'),
        },
      ],
      pageNo: 1,
      totalPages: 1,
      total: 1,
      totalAmount: '0.12',
    };
    renderView(<SettlementsView kind="realTimeSalary" view={ready(list)} period={period} role="received" onRole={() => {}} onPage={() => {}} onRetry={() => {}} />);
    const rows = screen.getByTestId('settlement-rows');
    expect(rows.textContent).not.toContain('R:2026');
    expect(rows.textContent).toMatch(/28 Nov 2026,? 01:10\s*–\s*01:15/);
    expect(rows.textContent).toContain('Contract 3');
  });

  it('shows a salary payment’s reference as its contract and period in the income list', () => {
    const income = {
      list: [{ id: 7, kind: 'salary', amount: '0.12', reference: 'C3 R:2026-11-28T01:10', createdAt: utc('2026-11-28T01:15') }],
      pageNo: 1,
      totalPages: 1,
      total: 1,
      totals: { salary: '0.12', dividend: '0.00', rebate: '0.00', total: '0.12' },
    } as unknown as AgentIncome;
    renderView(<MyIncomeView view={ready(income) as unknown as RecordsView<AgentIncome>} period={period} kind="" onKind={() => {}} onPage={() => {}} onRetry={() => {}} />);
    const rows = screen.getByTestId('income-rows');
    expect(rows.textContent).not.toContain('R:2026');
    expect(rows.textContent).toMatch(/Contract 3 · 28 Nov 2026,? 01:10\s*–\s*01:15/);
  });

  it('shows a salary payment’s reference as its contract and period in the member’s transaction history, other references as they came', () => {
    const row = { accountTypeId: 0, walletName: 'Main wallet', balanceAfter: '10.12', createdAt: utc('2026-11-28T01:15') };
    const history = {
      list: [
        { ...row, id: 8, kind: 'salary', amount: '0.12', reference: 'C3 R:2026-11-28T01:10' },
        { ...row, id: 9, kind: 'deposit', amount: '10.00', reference: 'D2611280001' },
      ],
      pageNo: 1,
      totalPages: 1,
      total: 2,
    } as unknown as TransactionHistory;
    renderView(
      <TransactionHistoryView view={ready(history) as unknown as RecordsView<TransactionHistory>} period={period} kinds={[]} onKind={() => {}} onPage={() => {}} onRetry={() => {}} />,
    );
    const rows = screen.getByTestId('ledger-rows');
    expect(rows.textContent).not.toContain('R:2026');
    expect(rows.textContent).toMatch(/Contract 3 · 28 Nov 2026,? 01:10\s*–\s*01:15/);
    expect(rows.textContent).toContain('D2611280001');
  });
});
