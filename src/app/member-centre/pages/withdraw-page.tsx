/**
 * withdraw: what may be withdrawn, the bank accounts (and adding one), the
 * amount with its charge and the withdrawal password (or where to set it),
 * the recent withdrawals, and the confirmation of paid withdrawals. A
 * payment or refusal by an operator shows by itself (live `withdrawals`);
 * what may be withdrawn follows the balance.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/member-centre/kit/panel';
import { SkeletonBlock, SkeletonRows } from '../../../components/member-centre/kit/skeleton';
import { FailedState } from '../../../components/member-centre/kit/states';
import { RefreshButton } from '../../../components/member-centre/kit/refresh-button';
import { BankAccountForm } from '../../../components/member-centre/funds/bank-account-form';
import { bankAccountSchema, withdrawSchema, type BankAccountValues, type WithdrawValues } from '../../../components/member-centre/funds/funds-schemas';
import { WithdrawRecords } from '../../../components/member-centre/funds/request-records';
import { WithdrawForm } from '../../../components/member-centre/funds/withdraw-form';
import { WithdrawSteps } from '../../../components/member-centre/funds/withdraw-steps';
import { WithdrawSummary } from '../../../components/member-centre/funds/withdraw-summary';
import '../../../components/member-centre/funds/funds.css';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectSubmit } from '../../../machines/centre-submit/centre-submit.selectors';
import { loadBankAccounts, loadWithdrawRecords, loadWithdrawSettings } from '../../../services/funds.api';
import type { BankAccount, WithdrawRecord } from '../../../services/schemas/funds';
import { useApp } from '../../app-context';
import { WithdrawalConfirmationSection } from '../withdrawal-confirmation/withdrawal-confirmation-section';
import { fundsLogicFor } from '../funds/funds-logic';
import { useLiveTopics } from '../../access/use-live-topics';
import { useAnswer } from '../funds/use-answer';
import { useCurrencySymbol, useRefreshBalance } from '../funds/use-funds-session';
import { useMoneyRequest } from '../funds/use-money-request';
import { useBonusWagering } from '../wagering/use-bonus-wagering';
import { WageringPanel } from '../../../components/member-centre/wagering/wagering-panel';
import type { CentrePageProps } from '../page-props';

export default function WithdrawPage({ go }: CentrePageProps) {
  const { t } = useTranslation();
  const { http } = useApp();
  const symbol = useCurrencySymbol();
  const refreshBalance = useRefreshBalance();
  const settings = useAnswer(loadWithdrawSettings);
  const accounts = useAnswer(loadBankAccounts);
  const records = useAnswer((api) => loadWithdrawRecords(api, { pageSize: 5 }));
  const [adding, setAdding] = useState(false);
  const [addedId, setAddedId] = useState<number | null>(null);

  const { reload: reloadSettings } = settings;
  const { reload: reloadRecords } = records;
  // Bonus money under wagering: what may be withdrawn now, each bonus's turnover, forfeiting one.
  const wagering = useBonusWagering(
    useCallback(() => {
      reloadSettings();
      refreshBalance();
    }, [reloadSettings, refreshBalance]),
  );
  const { onReload: reloadWagering } = wagering.actions;
  const withdraw = useMoneyRequest<WithdrawRecord>(
    'withdraw',
    useCallback(() => {
      reloadSettings();
      reloadRecords();
      refreshBalance();
      reloadWagering();
    }, [reloadSettings, reloadRecords, refreshBalance, reloadWagering]),
  );
  // A refusal (bonus money under wagering above all) is read against the latest turnover.
  useEffect(() => {
    if (withdraw.view.phase === 'refused') reloadWagering();
  }, [withdraw.view.phase, reloadWagering]);

  const { refresh: refreshRecords } = records;
  const { refresh: refreshSettings } = settings;
  useLiveTopics(['withdrawals', 'balance'], refreshSettings);
  useLiveTopics(['withdrawals'], refreshRecords);

  const addAccount = useActorRef(fundsLogicFor(http).addBankAccount, withInspection());
  const addView = useSelector(addAccount, selectSubmit);
  const { reload: reloadAccounts } = accounts;
  useEffect(() => {
    const subscription = addAccount.on('submit.succeeded', ({ result }) => {
      setAdding(false);
      setAddedId((result as BankAccount).id);
      reloadAccounts();
      addAccount.send({ type: 'form.reset' });
    });
    return () => subscription.unsubscribe();
  }, [addAccount, reloadAccounts]);

  const data = settings.data;
  // While bonus money is under wagering, what may be withdrawn is the gateway's split (the form still checks against the
  // balance, so an amount that touches bonus money is the gateway's to refuse, with the turnover in its reason).
  const shown = data && wagering.view.open.length > 0 && wagering.view.withdrawable !== null ? { ...data, availableBalance: wagering.view.withdrawable } : data;
  const schema = useMemo(
    () => withdrawSchema({ min: data?.minAmount ?? '0', max: data?.maxAmount ?? '0', available: data?.availableBalance ?? '0', chargePercent: data?.withdrawPenaltyCharge ?? '0' }),
    [data],
  );
  const list = accounts.data?.list ?? [];
  const canAdd = accounts.data ? list.length < accounts.data.limit : false;
  const showAddForm = accounts.data !== null && canAdd && (adding || list.length === 0);
  const submit = (values: WithdrawValues) =>
    withdraw.submit({ amount: values.amount.trim(), bankAccountId: Number(values.bankAccountId), paymentPassword: values.paymentPassword });

  if (settings.status === 'failed' || accounts.status === 'failed') {
    const retry = () => (settings.status === 'failed' ? settings.reload() : accounts.reload());
    return <FailedState errorCode={settings.errorCode ?? accounts.errorCode} onRetry={retry} />;
  }

  return (
    <div className="mc-page" data-testid="withdraw">
      {shown ? <WithdrawSummary settings={shown} symbol={symbol} /> : <SkeletonBlock height={96} radius={12} />}
      {wagering.view.open.length > 0 || wagering.view.outcome ? <WageringPanel view={wagering.view} actions={wagering.actions} symbol={symbol} /> : null}
      <div className="mc-columns">
        <div className="mc-stack">
          <Panel icon="withdraw" title={t('memberCentre.withdraw.formTitle')} subtitle={t('memberCentre.withdraw.formLead')}>
            {data && accounts.data ? (
              <WithdrawForm
                settings={shown ?? data}
                accounts={list}
                symbol={symbol}
                schema={schema}
                request={withdraw.view}
                canAddAccount={canAdd && !showAddForm}
                preferredAccountId={addedId}
                onAddAccount={() => setAdding(true)}
                onSetPassword={() => go('securityCenter')}
                onSubmit={submit}
                onRetry={withdraw.retry}
                onCancel={withdraw.reset}
              />
            ) : (
              <SkeletonRows rows={5} label={t('memberCentre.kit.loading')} />
            )}
          </Panel>
        </div>
        <div className="mc-stack">
          {showAddForm && accounts.data ? (
            <Panel icon="briefcase" title={t('memberCentre.withdraw.addAccountTitle')} subtitle={t('memberCentre.withdraw.addAccountLead')}>
              <BankAccountForm
                banks={accounts.data.banks}
                schema={bankAccountSchema}
                busy={addView.busy}
                errorCode={addView.errorCode}
                fieldErrors={addView.fieldErrors}
                onSubmit={(values: BankAccountValues) => addAccount.send({ type: 'form.submit', values })}
                onCancel={list.length ? () => setAdding(false) : undefined}
              />
            </Panel>
          ) : null}
          {data ? (
            <Panel icon="help" title={t('memberCentre.withdraw.stepsTitle')}>
              <WithdrawSteps settings={data} />
            </Panel>
          ) : null}
        </div>
      </div>
      <Panel
        icon="history"
        title={t('memberCentre.withdraw.recordsTitle')}
        actions={<RefreshButton label={t('memberCentre.kit.refresh')} busy={records.refreshing} onClick={records.reload} testId="withdraw-records-refresh" />}
      >
        <WithdrawRecords status={records.status} list={records.data?.list ?? null} errorCode={records.errorCode} onRetry={records.reload} />
      </Panel>
      {data?.c2cEnabled === 'Y' ? <WithdrawalConfirmationSection /> : null}
    </div>
  );
}
