/**
 * What only members see on /pointMall, mounted after login so their calls
 * never go out for a guest: the balance with the conversion, and the redeem
 * history and points details by period. `changes` counts the answered
 * redemptions and conversions; each one reloads these.
 */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { BalanceStrip } from '../../components/point-mall/balance-strip';
import { ConvertForm } from '../../components/point-mall/convert-form';
import { PointDetailsView } from '../../components/point-mall/point-details-view';
import { RedeemHistoryView } from '../../components/point-mall/redeem-history-view';
import { withInspection } from '../../inspection/create-inspected-actor';
import { selectDetails } from '../../machines/centre-details/centre-details.selectors';
import type { PointConvertAnswer, PointDetails, PointRedeemHistory } from '../../services/point-mall.api';
import type { PointSummary } from '../../services/point-mall.actors';
import { useRecords } from '../member-centre/pages/wiring/use-records';
import type { PointMallLogic } from './point-mall-logic';
import { usePointRequest } from './use-point-request';
import { useLiveTopics } from '../access/use-live-topics';

/** Runs `reload` after every change but not on mount (the machines load once by themselves). */
function useReloadOnChange(changes: number, reload: () => void) {
  useEffect(() => {
    if (changes > 0) reload();
  }, [changes]); // eslint-disable-line react-hooks/exhaustive-deps
}

export function PointBalanceSection({ logic, changes, onConverted }: { logic: PointMallLogic; changes: number; onConverted(): void }) {
  const summaryActor = useActorRef(logic.summary, withInspection());
  const summary = useSelector(summaryActor, selectDetails<PointSummary>);
  const conversion = usePointRequest<PointConvertAnswer>(logic.conversion, onConverted);
  useReloadOnChange(changes, () => summaryActor.send({ type: 'details.refresh' }));
  useLiveTopics(['points'], () => {
    if (summaryActor.getSnapshot().matches({ ready: 'shown' })) summaryActor.send({ type: 'details.refresh' });
  });
  return (
    <BalanceStrip summary={summary} onRetry={() => summaryActor.send({ type: 'details.retry' })}>
      {summary.data ? (
        <ConvertForm
          view={conversion.view}
          config={summary.data.config}
          onChoose={(points) => conversion.choose({ points }, { cost: points, available: summary.data?.pointBalance ?? null })}
          onPassword={conversion.password}
          onBack={conversion.back}
          onRetry={conversion.retry}
          onReset={conversion.reset}
        />
      ) : null}
    </BalanceStrip>
  );
}

export function PointRecordsSections({ logic, changes }: { logic: PointMallLogic; changes: number }) {
  const history = useRecords<PointRedeemHistory>(logic.redeemHistory);
  const details = useRecords<PointDetails>(logic.pointDetails);
  useReloadOnChange(changes, () => {
    history.refresh();
    details.refresh();
  });
  // An operator's decision on a redemption, and points moved anywhere, show by themselves.
  useLiveTopics(['redemptions'], history.refresh);
  useLiveTopics(['points'], details.refresh);
  return (
    <>
      <RedeemHistoryView view={history.view} period={history.period} onStatus={history.onFilter} onPage={history.onPage} onRetry={history.onRetry} />
      <PointDetailsView view={details.view} period={details.period} onKind={details.onFilter} onPage={details.onPage} onRetry={details.onRetry} />
    </>
  );
}
