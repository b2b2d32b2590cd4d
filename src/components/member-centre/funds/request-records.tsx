/** Recent deposits or withdrawals: time, reference, what, amount, status; empty and failed states. */
import { useTranslation } from 'react-i18next';
import type { DepositRecord, WithdrawRecord } from '../../../services/schemas/funds';
import { DataTable, type Column } from '../kit/data-table';
import { formatDateTime } from '../kit/date-time';
import { MoneyText } from '../kit/money-text';
import { SkeletonRows } from '../kit/skeleton';
import { EmptyRows, FailedState } from '../kit/states';
import { RequestStatus } from './request-status';

interface RecordsProps<T> {
  status: 'loading' | 'shown' | 'failed';
  list: T[] | null;
  errorCode: string | null;
  onRetry(): void;
}

function Records<T extends { id: number }>({ status, list, errorCode, onRetry, columns, emptyKey, testId }: RecordsProps<T> & { columns: Column<T>[]; emptyKey: string; testId: string }) {
  const { t } = useTranslation();
  if (status === 'failed') return <FailedState errorCode={errorCode} onRetry={onRetry} />;
  if (!list) return <SkeletonRows rows={4} label={t('memberCentre.kit.loading')} />;
  if (!list.length) return <EmptyRows title={t(emptyKey)} testId={`${testId}-empty`} />;
  return <DataTable columns={columns} rows={list} rowKey={(row) => row.id} testId={testId} />;
}

export function DepositRecords(props: RecordsProps<DepositRecord>) {
  const { t } = useTranslation();
  const columns: Column<DepositRecord>[] = [
    { key: 'time', label: t('memberCentre.kit.time'), render: (row) => <span className="mc-table__muted">{formatDateTime(row.createdAt)}</span> },
    { key: 'reference', label: t('memberCentre.kit.referenceLabel'), render: (row) => row.reference },
    { key: 'channel', label: t('memberCentre.depositv2.receipt.channel'), render: (row) => row.channelName || row.channelCode },
    { key: 'amount', label: t('memberCentre.kit.amount'), align: 'end', render: (row) => <MoneyText value={row.amount} size="sm" /> },
    { key: 'status', label: t('memberCentre.kit.statusLabel'), align: 'end', render: (row) => <RequestStatus status={row.status} /> },
  ];
  return <Records {...props} columns={columns} emptyKey="memberCentre.depositv2.noRecords" testId="deposit-records" />;
}

export function WithdrawRecords(props: RecordsProps<WithdrawRecord>) {
  const { t } = useTranslation();
  const columns: Column<WithdrawRecord>[] = [
    { key: 'time', label: t('memberCentre.kit.time'), render: (row) => <span className="mc-table__muted">{formatDateTime(row.createdAt)}</span> },
    { key: 'reference', label: t('memberCentre.kit.referenceLabel'), render: (row) => row.reference },
    {
      key: 'account',
      label: t('memberCentre.withdraw.account'),
      render: (row) => (
        <>
          {row.bankName} <span className="mc-table__muted">{row.accountNumberMasked}</span>
        </>
      ),
    },
    { key: 'amount', label: t('memberCentre.kit.amount'), align: 'end', render: (row) => <MoneyText value={row.amount} size="sm" /> },
    { key: 'charge', label: t('memberCentre.withdraw.chargeLabel'), align: 'end', render: (row) => <span className="mc-table__muted">{row.charge}</span> },
    { key: 'status', label: t('memberCentre.kit.statusLabel'), align: 'end', render: (row) => <RequestStatus status={row.status} /> },
  ];
  return <Records {...props} columns={columns} emptyKey="memberCentre.withdraw.noRecords" testId="withdraw-records" />;
}
