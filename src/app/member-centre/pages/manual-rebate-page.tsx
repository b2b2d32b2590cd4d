/**
 * Manual rebate (manualRebate): claim one product type or all. A claim is a
 * money request (its own request id, replayed on retry); once it answers,
 * the rates and amounts load again and the header balance refreshes.
 */
import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { rebateRows } from '../../../components/member-centre/rewards/rebate-rows';
import { RebateView, type RebateViewModel } from '../../../components/member-centre/rewards/rebate-view';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import { selectMoneyRequest } from '../../../machines/money-request/money-request.selectors';
import type { RebateDetails } from '../../../services/records.actors';
import type { RebateClaim } from '../../../services/schemas/records';
import { useSessionActor } from '../../access/use-session';
import { useCentreLogic } from './wiring/use-centre-logic';

export default function ManualRebatePage() {
  const logic = useCentreLogic();
  const session = useSessionActor();
  const details = useActorRef(logic.rebate, withInspection());
  const claim = useActorRef(logic.claimRebate, withInspection());
  const detailsView = useSelector(details, selectDetails<RebateDetails>);
  const claimView = useSelector(claim, selectMoneyRequest<RebateClaim>);
  const [claimed, setClaimed] = useState<string | null>(null);

  useEffect(() => {
    let answered: unknown = null;
    const subscription = claim.subscribe((snapshot) => {
      if (!snapshot.matches('done') || snapshot.context.answer === answered) return;
      answered = snapshot.context.answer;
      details.send({ type: 'details.refresh' });
      session?.send({ type: 'balance.refresh' });
    });
    return () => subscription.unsubscribe();
  }, [claim, details, session]);

  const rebate = useMemo<RebateViewModel>(() => {
    const data = detailsView.data;
    return {
      status: detailsView.status,
      rows: data ? rebateRows(data.settings, data.claimable) : [],
      total: data?.claimable.total ?? '0.00',
      lastClaimAt: data?.claimable.lastClaimAt ?? null,
      errorCode: detailsView.errorCode,
    };
  }, [detailsView]);

  return (
    <RebateView
      rebate={rebate}
      claim={claimView}
      claimed={claimed}
      onClaim={(productType) => {
        setClaimed(productType);
        claim.send({ type: 'request.submit', values: { productType } });
      }}
      onRetryClaim={() => claim.send({ type: 'request.retry' })}
      onRetry={() => details.send({ type: 'details.retry' })}
    />
  );
}
