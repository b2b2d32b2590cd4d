/**
 * depositv2: payment channels as cards, the amount with quick amounts, and
 * after the request a receipt with its reference, where to pay and its
 * pending status; the chosen channel's tutorial and the recent deposit
 * requests beside it. An operator's decision reaches the recent requests
 * and the pending notice by itself (a live notice of `deposits`).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/member-centre/kit/panel';
import { Notice } from '../../../components/member-centre/kit/notice';
import { SkeletonCards, SkeletonRows } from '../../../components/member-centre/kit/skeleton';
import { EmptyRows, FailedState } from '../../../components/member-centre/kit/states';
import { RefreshButton } from '../../../components/member-centre/kit/refresh-button';
import { ChannelPicker } from '../../../components/member-centre/funds/channel-picker';
import { DepositForm } from '../../../components/member-centre/funds/deposit-form';
import { DepositReceipt } from '../../../components/member-centre/funds/deposit-receipt';
import { DepositTutorial } from '../../../components/member-centre/funds/deposit-tutorial';
import { DepositRecords } from '../../../components/member-centre/funds/request-records';
import { LimitsOffer, SaferPlayLink } from '../../../components/member-centre/safer-play/limits/limits-offer';
import { depositSchema, type DepositValues } from '../../../components/member-centre/funds/funds-schemas';
import '../../../components/member-centre/funds/funds.css';
import { loadDepositRecords, loadDepositSettings } from '../../../services/funds.api';
import type { DepositChannel, DepositRecord } from '../../../services/schemas/funds';
import { useLiveTopics } from '../../access/use-live-topics';
import { useAnswer } from '../funds/use-answer';
import { useCurrencySymbol } from '../funds/use-funds-session';
import { useMoneyRequest } from '../funds/use-money-request';
import { useLimitsOffer } from '../limits/use-limits-offer';
import type { CentrePageProps } from '../page-props';

const recentCount = 5;

export default function Depositv2Page({ go }: CentrePageProps) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const settings = useAnswer(loadDepositSettings);
  const records = useAnswer((api) => loadDepositRecords(api, { pageSize: recentCount }));
  const [code, setCode] = useState<string | null>(null);
  const limitsOffer = useLimitsOffer();
  const [submitted, setSubmitted] = useState<DepositChannel | null>(null);

  const { reload: reloadRecords } = records;
  const { reload: reloadSettings } = settings;
  const deposit = useMoneyRequest<DepositRecord>(
    'deposit',
    useCallback(() => {
      reloadRecords();
      reloadSettings();
    }, [reloadRecords, reloadSettings]),
  );
  const { refresh: refreshRecords } = records;
  const { refresh: refreshSettings } = settings;
  useLiveTopics(['deposits'], () => {
    refreshRecords();
    refreshSettings();
  });
  const channels = settings.data?.channels ?? [];
  const channel = channels.find((item) => item.code === code) ?? channels[0] ?? null;
  const schema = useMemo(() => depositSchema({ min: channel?.minAmount, max: channel?.maxAmount }), [channel]);
  const submit = (values: DepositValues) => {
    if (!channel) return;
    setSubmitted(channel);
    deposit.submit({ channelCode: channel.code, amount: values.amount.trim() });
  };
  const answered = deposit.view.phase === 'done' ? deposit.view.answer : null;
  // The receipt follows the request's latest status (approved or rejected while it is open), as the list does.
  const receipt = answered ? (records.data?.list.find((record) => record.id === answered.id) ?? answered) : null;
  const tutorialChannel = receipt ? (submitted ?? channel) : channel;

  return (
    <div className="mc-page" data-testid="deposit">
      {limitsOffer.offered ? <LimitsOffer onOpen={() => go('saferPlay')} onDecline={limitsOffer.decline} busy={limitsOffer.declining} /> : null}
      {settings.data && settings.data.pendingCount > 0 ? (
        <Notice tone="info" testId="deposit-pending">
          {t('memberCentre.depositv2.pending', { count: settings.data.pendingCount })}
        </Notice>
      ) : null}
      <div className="mc-columns">
        <div className="mc-stack">
          {receipt ? (
            <Panel icon="receipt" title={t('memberCentre.depositv2.receipt.panel')}>
              <DepositReceipt record={receipt} channel={submitted ?? channel} symbol={symbol} onAnother={deposit.reset} />
            </Panel>
          ) : (
            <>
              <Panel icon="wallet" title={t('memberCentre.depositv2.channelTitle')} subtitle={t('memberCentre.depositv2.channelLead')}>
                {settings.status === 'failed' ? (
                  <FailedState errorCode={settings.errorCode} onRetry={settings.reload} />
                ) : !settings.data ? (
                  <SkeletonCards count={4} height={112} label={t('memberCentre.kit.loading')} />
                ) : channels.length ? (
                  <ChannelPicker channels={channels} selected={channel?.code ?? null} onSelect={setCode} disabled={deposit.view.busy} />
                ) : (
                  <EmptyRows icon="wallet" title={t('memberCentre.depositv2.noChannels')} />
                )}
              </Panel>
              {channel ? (
                <Panel icon="download" title={t('memberCentre.depositv2.amountTitle')}>
                  <DepositForm channel={channel} symbol={symbol} schema={schema} request={deposit.view} onSubmit={submit} onRetry={deposit.retry} onCancel={deposit.reset} />
                  <SaferPlayLink onOpen={() => go('saferPlay')} />
                </Panel>
              ) : null}
            </>
          )}
        </div>
        <div className="mc-stack">
          <Panel icon="help" title={t('memberCentre.depositv2.tutorialTitle')}>
            {tutorialChannel ? <DepositTutorial key={tutorialChannel.code} channelName={tutorialChannel.name} steps={tutorialChannel.tutorial} initiallyOpen /> : <SkeletonRows rows={3} />}
          </Panel>
        </div>
      </div>
      <Panel
        icon="history"
        title={t('memberCentre.depositv2.recordsTitle')}
        actions={<RefreshButton label={t('memberCentre.kit.refresh')} busy={records.refreshing} onClick={records.reload} testId="deposit-records-refresh" />}
      >
        <DepositRecords status={records.status} list={records.data?.list ?? null} errorCode={records.errorCode} onRetry={records.reload} />
      </Panel>
    </div>
  );
}
