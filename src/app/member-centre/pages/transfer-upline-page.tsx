/**
 * transferUpline: a downline allowed to (member info `toUpline`) sends money
 * from the main wallet to the upline. A member without that right, or whom
 * the gateway refuses with `transfer.no.upline`, sees a plain explanation
 * instead of the form.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/member-centre/kit/panel';
import { SkeletonRows } from '../../../components/member-centre/kit/skeleton';
import { transferUplineSchema, type TransferUplineValues } from '../../../components/member-centre/funds/funds-schemas';
import { TransferUplineForm } from '../../../components/member-centre/funds/transfer-upline-form';
import '../../../components/member-centre/funds/funds.css';
import { errorCodes } from '../../../services/error-codes';
import { loadMerchantWallet } from '../../../services/funds.api';
import type { MerchantWallet, TransferUpline } from '../../../services/schemas/funds';
import { useAnswer } from '../funds/use-answer';
import { useCurrencySymbol, useMayTransferUpline, useRefreshBalance } from '../funds/use-funds-session';
import { useMoneyRequest } from '../funds/use-money-request';
import { readWalletCache, writeWalletCache } from '../funds/wallet-cache';
import type { CentrePageProps } from '../page-props';

export default function TransferUplinePage(_: CentrePageProps) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const allowed = useMayTransferUpline();
  const refreshBalance = useRefreshBalance();
  const [initial] = useState(() => readWalletCache(sessionStorage));
  const wallets = useAnswer<MerchantWallet>(loadMerchantWallet, initial, (answer) => writeWalletCache(sessionStorage, answer));
  const { reload } = wallets;
  const transfer = useMoneyRequest<TransferUpline>(
    'transferUpline',
    useCallback(() => {
      reload();
      refreshBalance();
    }, [reload, refreshBalance]),
  );
  const available = wallets.data?.wallets.find((wallet) => wallet.accountTypeId === 0)?.balance ?? null;
  const schema = useMemo(() => transferUplineSchema(available), [available]);
  const submit = (values: TransferUplineValues) => transfer.submit({ amount: values.amount.trim(), note: values.note.trim() });

  if (allowed === false || transfer.view.errorCode === errorCodes.noUpline) {
    return (
      <div data-testid="transfer-upline-unavailable">
        <EmptyState icon="users" title={t('memberCentre.transferUpline.unavailable.title')} text={t('memberCentre.transferUpline.unavailable.text')} />
      </div>
    );
  }

  return (
    <div className="mc-columns" data-testid="transfer-upline">
      <Panel icon="users" title={t('memberCentre.transferUpline.title')} subtitle={t('memberCentre.transferUpline.lead')}>
        {allowed === null ? (
          <SkeletonRows rows={3} label={t('memberCentre.kit.loading')} />
        ) : (
          <TransferUplineForm available={available} symbol={symbol} schema={schema} request={transfer.view} onSubmit={submit} onRetry={transfer.retry} onCancel={transfer.reset} />
        )}
      </Panel>
      <Panel icon="help" title={t('memberCentre.transferUpline.aboutTitle')}>
        <ol className="mc-steps" style={{ marginTop: 0 }}>
          <li>{t('memberCentre.transferUpline.about.instant')}</li>
          <li>{t('memberCentre.transferUpline.about.inbox')}</li>
          <li>{t('memberCentre.transferUpline.about.final')}</li>
        </ol>
      </Panel>
    </div>
  );
}
