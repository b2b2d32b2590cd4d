/**
 * After a deposit request: its reference and amount, where to send the
 * money (copyable), and its status, pending until an operator approves it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel, DepositRecord } from '../../../services/schemas/funds';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { DetailList, type DetailItem } from '../kit/detail-list';
import { MoneyText } from '../kit/money-text';
import { RequestStatus } from './request-status';
import './funds.css';

export function DepositReceipt({ record, channel, symbol, onAnother }: { record: DepositRecord; channel: DepositChannel | null; symbol: string; onAnother(): void }) {
  const { t, i18n } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  // The receipt takes the form's place, which the member had scrolled down to.
  // Braces: Chromium's scrollIntoView may answer a promise, which React would take for a cleanup function.
  useEffect(() => {
    root.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const payee: DetailItem[] = Object.entries(channel?.payee ?? {}).map(([key, value]) => ({
    key: `payee-${key}`,
    label: i18n.exists(`memberCentre.depositv2.payee.${key}`) ? t(`memberCentre.depositv2.payee.${key}`) : key,
    value,
    copy: value,
  }));
  const items: DetailItem[] = [
    { key: 'reference', label: t('memberCentre.depositv2.receipt.reference'), value: record.reference, copy: record.reference },
    { key: 'amount', label: t('memberCentre.kit.amount'), value: <MoneyText value={record.amount} symbol={symbol} />, emphasis: true },
    { key: 'channel', label: t('memberCentre.depositv2.receipt.channel'), value: record.channelName || channel?.name || record.channelCode },
    ...payee,
    { key: 'status', label: t('memberCentre.depositv2.receipt.status'), value: <RequestStatus status={record.status} testId="deposit-status" /> },
  ];
  return (
    <div className="mc-receipt" data-testid="deposit-receipt" ref={root}>
      <div className="mc-receipt__head">
        <span className="mc-receipt__badge">
          <Icon name="check" size={26} />
        </span>
        <div>
          <h4 className="mc-receipt__title">{t('memberCentre.depositv2.receipt.title')}</h4>
          <p className="mc-receipt__text">{t('memberCentre.depositv2.receipt.text')}</p>
        </div>
      </div>
      <DetailList items={items} testId="deposit-receipt-details" />
      <Button variant="secondary" onClick={onAnother} data-testid="deposit-another">
        {t('memberCentre.depositv2.receipt.another')}
      </Button>
    </div>
  );
}
