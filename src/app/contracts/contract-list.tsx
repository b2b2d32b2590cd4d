/**
 * The caller's open contracts, each with its own flow, and for a downline
 * the request for a new one. Self-contained (texts, logic, list), so the
 * contract popup and the agent centre embed it the same way.
 */
import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ContractListView } from '../../components/contracts/contract-list-view';
import { Spinner } from '../../components/ui/spinner';
import { withInspection } from '../../inspection/create-inspected-actor';
import { selectDetails } from '../../machines/centre-details/centre-details.selectors';
import type { Contract, ContractList as ContractPage } from '../../services/schemas/contracts';
import { useApp } from '../app-context';
import { contractLogicFor, type ContractLogic } from './contract-logic';
import { ContractItem } from './contract-item';
import { ContractRequestPanel } from './contract-request-panel';
import { useContractTexts } from './use-contract-texts';
import { useLiveTopics } from '../access/use-live-topics';

export interface ContractListProps {
  /** Only the contracts where the caller is on this side. */
  role?: Contract['role'];
  /** Only the contracts with this downline (the agent centre's downline page). */
  downlineId?: number;
  /** Offers the request for a new contract: the caller has an upline. */
  canRequest?: boolean;
}

export function ContractList(props: ContractListProps) {
  const { t } = useTranslation();
  const texts = useContractTexts();
  const { http } = useApp();
  if (texts !== 'ready') return <Spinner label={t('shell.status.loading')} />;
  return <LoadedContractList {...props} logic={contractLogicFor(http)} />;
}

function LoadedContractList({ role, downlineId, canRequest = false, logic }: ContractListProps & { logic: ContractLogic }) {
  const actor = useActorRef(logic.list, withInspection());
  const details = useSelector(actor, selectDetails<ContractPage>);
  const refresh = useCallback(() => actor.send({ type: 'details.refresh' }), [actor]);
  // An offer, an answer or an end from the other party shows while the list is open.
  useLiveTopics(['contracts'], () => {
    if (actor.getSnapshot().matches({ ready: 'shown' })) refresh();
  });
  const shown = (details.data?.list ?? []).filter((contract) => (role === undefined || contract.role === role) && (downlineId === undefined || contract.downlineId === downlineId));

  return (
    <ContractListView
      status={details.status}
      reloading={details.reloading}
      errorCode={details.errorCode}
      count={shown.length}
      onRefresh={refresh}
      onRetry={() => actor.send({ type: 'details.retry' })}
      aside={canRequest && details.status === 'ready' ? <ContractRequestPanel logic={logic.request} onSent={refresh} /> : null}
    >
      {shown.map((contract) => (
        // Keyed by id: a card's flow keeps what its own steps learned (the contracts an accept ended) across reloads.
        <ContractItem key={contract.id} contract={contract} logic={logic.contract} onOthersChanged={refresh} />
      ))}
    </ContractListView>
  );
}
