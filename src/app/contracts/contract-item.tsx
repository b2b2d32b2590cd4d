/**
 * One contract's flow: its actor starts where the contract stands for the
 * caller and keeps what its own steps learned (the contracts an accept
 * ended). When a newer list shows the contract moved on without it (the
 * other party acted), the flow starts again from the listed contract. When
 * a step ends other contracts (the higher-rate rule), the list is told so
 * it can load them again.
 */
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { ContractCard, type ContractCallbacks } from '../../components/contracts/contract-card';
import { withInspection } from '../../inspection/create-inspected-actor';
import { selectContract, selectOfferChild } from '../../machines/contract/contract.selectors';
import type { Contract } from '../../services/schemas/contracts';
import type { ContractLogic } from './contract-logic';
import { OfferPanel } from './offer-panel';

export interface ContractItemProps {
  /** The contract as the list last loaded it. */
  contract: Contract;
  logic: ContractLogic['contract'];
  /** A step changed contracts besides this one. */
  onOthersChanged(): void;
}

export function ContractItem(props: ContractItemProps) {
  const [start, setStart] = useState({ contract: props.contract, run: 0 });
  const restart = () => setStart((previous) => ({ contract: props.contract, run: previous.run + 1 }));
  return <ContractFlow key={start.run} {...props} start={start.contract} onMovedOn={restart} />;
}

const sameStanding = (a: Contract, b: Contract) => a.status === b.status && a.terminationRequestedBy === b.terminationRequestedBy;

function ContractFlow({ contract: listed, start, logic, onOthersChanged, onMovedOn }: ContractItemProps & { start: Contract; onMovedOn(): void }) {
  const actor = useActorRef(logic, withInspection({ input: { contract: start } }));
  const view = useSelector(actor, selectContract);
  const offer = useSelector(actor, selectOfferChild);
  const reported = useRef(view.ended);

  useEffect(() => {
    if (view.ended.length > 0 && view.ended !== reported.current) onOthersChanged();
    reported.current = view.ended;
  }, [view.ended, onOthersChanged]);

  useEffect(() => {
    // Only a newly loaded list can say the contract moved on; a step under way answers for itself.
    const { busy, contract } = selectContract(actor.getSnapshot());
    if (!busy && !sameStanding(listed, contract)) onMovedOn();
  }, [listed]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = (type: Parameters<typeof actor.send>[0]['type']) => () => actor.send({ type } as Parameters<typeof actor.send>[0]);
  const on: ContractCallbacks = {
    onAccept: send('contract.accept'),
    onReject: send('contract.reject'),
    onWithdraw: send('contract.withdraw'),
    onTerminate: send('contract.terminate'),
    onAnswer: send('request.answer'),
    onConfirmHigherRate: send('higherRate.confirm'),
    onCancelHigherRate: send('higherRate.cancel'),
    onConfirmTermination: send('termination.confirm'),
    onKeep: send('termination.keep'),
    onDismiss: send('failure.dismiss'),
  };
  return <ContractCard view={view} on={on} offerForm={offer ? <OfferPanel actor={offer} /> : null} />;
}
