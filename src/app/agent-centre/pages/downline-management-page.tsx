/**
 * Downline management: the list (direct or whole team, search, pages) and
 * the transfer to the ticked downlines through the money-request machine,
 * which gives every submission its request id. A transfer that went through
 * refreshes the balances: the header's, the main wallet's and the list's.
 */
import { useCallback, useMemo, useState } from 'react';
import { downlineTransferSchema, legField, type TransferFormValues } from '../../../components/agent-centre/agent-schemas';
import { DownlineManagementView } from '../../../components/agent-centre/downline-management-view';
import { DownlineTransferForm, TransferDone } from '../../../components/agent-centre/downline-transfer-form';
import { loadMerchantWallet } from '../../../services/funds.api';
import type { Downline, Downlines, DownlineTransfer } from '../../../services/schemas/agent';
import type { MerchantWallet } from '../../../services/schemas/funds';
import { useAnswer } from '../../member-centre/funds/use-answer';
import { useCurrencySymbol, useRefreshBalance } from '../../member-centre/funds/use-funds-session';
import { useMoneyRequest } from '../../member-centre/funds/use-money-request';
import { readWalletCache, writeWalletCache } from '../../member-centre/funds/wallet-cache';
import { useRecords } from '../../member-centre/pages/wiring/use-records';
import { useContractSlot } from './downlines/contract-slot';
import { useListFilter } from './use-list-filter';
import { useAgentLogic } from './wiring/use-agent-logic';

export default function DownlineManagementPage() {
  const logic = useAgentLogic();
  const symbol = useCurrencySymbol();
  const refreshBalance = useRefreshBalance();
  const records = useRecords<Downlines>(logic.downlines, { dated: false });
  const filter = useListFilter(records.view.query.filter, records.onFilter);
  const [picked, setPicked] = useState<ReadonlyMap<number, Downline>>(new Map());
  const [initial] = useState(() => readWalletCache(sessionStorage));
  const wallets = useAnswer<MerchantWallet>(loadMerchantWallet, initial, (answer) => writeWalletCache(sessionStorage, answer));
  const { reload } = wallets;
  const { refresh } = records;
  const transfer = useMoneyRequest<DownlineTransfer>(
    logic.transfer,
    useCallback(() => {
      setPicked(new Map());
      reload();
      refreshBalance();
      refresh();
    }, [reload, refreshBalance, refresh]),
  );
  const contracts = useContractSlot(refresh);
  const available = wallets.data?.wallets.find((wallet) => wallet.accountTypeId === 0)?.balance ?? null;
  const legs = useMemo(() => [...picked.values()], [picked]);
  const schema = useMemo(() => downlineTransferSchema(legs.map((leg) => leg.id), available), [legs, available]);

  const toggle = (downline: Downline) =>
    setPicked((current) => {
      const next = new Map(current);
      if (!next.delete(downline.id)) next.set(downline.id, downline);
      return next;
    });
  const toggleAll = (rows: Downline[], select: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (select) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  const submit = ({ amounts, note }: TransferFormValues) =>
    transfer.submit({ transfers: legs.map((leg) => ({ downlineId: leg.id, amount: (amounts[legField(leg.id)] ?? '').trim() })), note: note.trim() });

  const done = transfer.view.phase === 'done' && transfer.view.answer ? <TransferDone answer={transfer.view.answer} symbol={symbol} /> : null;
  const form =
    legs.length > 0 ? (
      <DownlineTransferForm
        legs={legs}
        available={available}
        symbol={symbol}
        schema={schema}
        request={transfer.view}
        onRemove={toggle}
        onSubmit={submit}
        onRetry={transfer.retry}
        onCancel={transfer.reset}
      />
    ) : null;

  return (
    <>
      <DownlineManagementView
        view={records.view}
        account={filter.values.account ?? ''}
        scope={filter.values.scope === 'all' ? 'all' : 'direct'}
        selected={new Set(picked.keys())}
        onSearch={(account) => filter.set('account', account)}
        onScope={(scope) => filter.set('scope', scope === 'direct' ? '' : scope)}
        onToggle={toggle}
        onToggleAll={toggleAll}
        onPage={records.onPage}
        onRetry={records.onRetry}
        rowActions={contracts.rowAction}
        pickedCount={legs.length}
        transfer={
          done || form ? (
            <div className="mc-stack" style={{ gap: 'var(--space-4)' }}>
              {done}
              {form}
            </div>
          ) : null
        }
      />
      {contracts.dialog}
    </>
  );
}
