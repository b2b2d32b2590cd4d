/**
 * transferFund: the wallets with their balances (kept in sessionStorage for
 * the session), transfers between them and "recall all" to the main wallet.
 * Both moves answer with every wallet, which replaces the list, and the
 * header's balance loads again.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/member-centre/kit/panel';
import { SkeletonCards } from '../../../components/member-centre/kit/skeleton';
import { FailedState } from '../../../components/member-centre/kit/states';
import { Notice } from '../../../components/member-centre/kit/notice';
import { formatMoney } from '../../../components/member-centre/kit/money';
import { transferSchema, type TransferValues } from '../../../components/member-centre/funds/funds-schemas';
import { RequestNotice } from '../../../components/member-centre/funds/request-notice';
import { TransferForm } from '../../../components/member-centre/funds/transfer-form';
import { WalletOverview } from '../../../components/member-centre/funds/wallet-overview';
import '../../../components/member-centre/funds/funds.css';
import { loadMerchantWallet } from '../../../services/funds.api';
import type { MerchantWallet, WalletMove } from '../../../services/schemas/funds';
import { useAnswer } from '../funds/use-answer';
import { useCurrencySymbol, useRefreshBalance } from '../funds/use-funds-session';
import { useMoneyRequest } from '../funds/use-money-request';
import { readWalletCache, writeWalletCache } from '../funds/wallet-cache';
import type { CentrePageProps } from '../page-props';

export default function TransferFundPage(_: CentrePageProps) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const refreshBalance = useRefreshBalance();
  const [initial] = useState(() => readWalletCache(sessionStorage));
  const wallets = useAnswer<MerchantWallet>(loadMerchantWallet, initial, (answer) => writeWalletCache(sessionStorage, answer));
  const [refreshing, setRefreshing] = useState<number | null>(null);
  const [pickedTo, setPickedTo] = useState<number | null>(null);

  const { replace } = wallets;
  const single = wallets.data?.isSingle ?? 0;
  const afterMove = useCallback(
    (move: WalletMove) => {
      replace({ isSingle: single, wallets: move.wallets });
      refreshBalance();
    },
    [replace, single, refreshBalance],
  );
  const transfer = useMoneyRequest<WalletMove>('transfer', afterMove);
  const recall = useMoneyRequest<WalletMove>('recall', afterMove);
  const list = wallets.data?.wallets;
  const schema = useMemo(() => transferSchema(list ?? []), [list]);

  // The newest move's answer is the one shown: a finished one of the other kind steps aside.
  const settled = (view: { phase: string }) => view.phase === 'done' || view.phase === 'refused';
  const submit = (values: TransferValues) => {
    if (settled(recall.view)) recall.reset();
    transfer.submit({ fromAccountTypeId: Number(values.from), toAccountTypeId: Number(values.to), amount: values.amount.trim() });
  };
  const recallAll = () => {
    if (settled(transfer.view)) transfer.reset();
    recall.submit({});
  };
  const refresh = (accountTypeId: number) => {
    setRefreshing(accountTypeId);
    wallets.reload();
  };

  return (
    <div className="mc-page" data-testid="transfer-fund">
      <Panel icon="wallet" title={t('memberCentre.transferFund.walletsTitle')} subtitle={t('memberCentre.transferFund.walletsLead')}>
        {wallets.data ? (
          <div className="mc-stack" style={{ gap: 'var(--space-4)' }}>
            <WalletOverview
              wallets={wallets.data.wallets}
              single={wallets.data.isSingle === 1}
              symbol={symbol}
              refreshing={wallets.refreshing ? refreshing : null}
              recallBusy={recall.view.busy}
              picked={pickedTo}
              onRecall={recallAll}
              onRefresh={refresh}
              onPick={setPickedTo}
            />
            <RequestNotice view={recall.view} onRetry={recall.retry} onCancel={recall.reset} testId="recall-notice" />
            {recall.view.phase === 'done' && recall.view.answer ? (
              <Notice tone="success" testId="recall-done" title={t('memberCentre.transferFund.recalled', { amount: formatMoney(recall.view.answer.moved) })}>
                {t('memberCentre.kit.reference', { reference: recall.view.answer.reference })}
              </Notice>
            ) : null}
          </div>
        ) : wallets.status === 'failed' ? (
          <FailedState errorCode={wallets.errorCode} onRetry={wallets.reload} />
        ) : (
          <SkeletonCards count={6} height={104} label={t('memberCentre.kit.loading')} />
        )}
      </Panel>
      {wallets.data && wallets.data.isSingle === 0 ? (
        <Panel icon="refresh" title={t('memberCentre.transferFund.formTitle')} subtitle={t('memberCentre.transferFund.formLead')}>
          <TransferForm
            wallets={wallets.data.wallets}
            symbol={symbol}
            schema={schema}
            request={transfer.view}
            pickedTo={pickedTo}
            onSubmit={submit}
            onRetry={transfer.retry}
            onCancel={transfer.reset}
          />
        </Panel>
      ) : null}
    </div>
  );
}
