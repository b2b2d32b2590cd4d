/**
 * /pointMall: balance and ratio, the goods (guests too: redeeming asks them
 * to log in through the session gate), the redeem dialog and the conversion
 * on their statecharts, the redeem history and points details by period.
 * Lists are reloaded after a redemption or a conversion answers.
 */
import { useCallback, useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { BalanceStrip, GoodsGrid, PointDetails, RedeemHistory, type PointDetailRow } from '../../components/point-mall/point-mall-views';
import { RedeemDialog } from '../../components/point-mall/redeem-dialog';
import { ConvertForm } from '../../components/point-mall/convert-form';
import { DateRangePicker } from '../../components/member-centre/records/date-range-picker';
import { dayOf, periodOfRange, presetRange, shiftRange, type DateRange } from '../../components/member-centre/records/date-range';
import { formatDateTime } from '../../components/member-centre/kit/date-time';
import { useErrorText } from '../../components/form/use-error-text';
import { withInspection } from '../../inspection/create-inspected-actor';
import { selectPointConversion } from '../../machines/point-conversion/point-conversion.selectors';
import { selectPointRedemption } from '../../machines/point-redemption/point-redemption.selectors';
import { loadPointBalance } from '../../services/points.api';
import { loadPointConfig, loadPointDetails, loadPointRewards, loadRedeemHistory } from '../../services/point-mall.api';
import type { PointConfig, PointReward, Redemption, RewardType } from '../../services/schemas/points';
import { useSessionSelector } from '../access/use-session';
import { useApp } from '../app-context';
import { openGated } from '../member-pages';
import { pointMallLogicFor } from './point-mall-logic';
import { usePointMallTexts } from './use-point-mall-texts';

export function PointMallPage() {
  const ready = usePointMallTexts();
  return ready ? <PointMallContent /> : null;
}

function PointMallContent() {
  const { t, i18n } = useTranslation();
  const app = useApp();
  const errorCode = useErrorText();
  const errorText = useCallback(
    (code: string | null | undefined, values?: Record<string, unknown>) => (!code ? null : values && i18n.exists(`errors.${code}`) ? t(`errors.${code}`, values) : errorCode(code)),
    [errorCode, i18n, t],
  );
  const loggedIn = useSessionSelector((view) => view.isLoggedIn) ?? false;
  const logic = pointMallLogicFor(app.http);
  const redemption = useActorRef(logic.redemption, withInspection());
  const conversion = useActorRef(logic.conversion, withInspection());
  const redeemView = useSelector(redemption, selectPointRedemption);
  const convertView = useSelector(conversion, selectPointConversion);
  const [type, setType] = useState<'' | RewardType>('');
  const [goods, setGoods] = useState<PointReward[]>([]);
  const [balance, setBalance] = useState<number | null>(null);
  const [config, setConfig] = useState<PointConfig | null>(null);
  const [history, setHistory] = useState<Redemption[]>([]);
  const [details, setDetails] = useState<PointDetailRow[]>([]);
  const [today] = useState(() => dayOf(Date.now()));
  const [range, setRange] = useState<DateRange>(() => presetRange(today, 7));
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const answered = redeemView.step === 'inProcess' || convertView.step === 'converted';

  useEffect(() => {
    const abort = new AbortController();
    loadPointRewards({ http: app.http, signal: abort.signal }, { type, pageSize: 24 }).then((page) => setGoods(page.list), () => setGoods([]));
    return () => abort.abort();
  }, [app.http, type, loggedIn, answered]);

  useEffect(() => {
    if (!loggedIn) return;
    const abort = new AbortController();
    const api = { http: app.http, signal: abort.signal };
    const period = periodOfRange(range);
    loadPointBalance(api).then(setBalance, () => {});
    loadPointConfig(api).then(setConfig, () => {});
    loadRedeemHistory(api, period).then((page) => setHistory(page.list), () => setHistory([]));
    loadPointDetails(api, period).then((page) => setDetails(page.list), () => setDetails([]));
    return () => abort.abort();
  }, [app.http, loggedIn, range, answered]);

  const redeem = (reward: PointReward) =>
    openGated(app, 'memberCentre', () => {
      redemption.send({ type: 'redemption.reset' });
      setChosen(reward);
    });

  return (
    <div className="pm-page" data-testid="point-mall">
      <h1>{t('pointMall.title')}</h1>
      {loggedIn ? (
        <BalanceStrip points={balance} ratio={config?.ratio ?? null}>
          {config ? (
            <ConvertForm view={convertView} ratio={config.ratio} minConvert={config.minConvert} enabled={config.convertEnabled} errorText={errorText}
              onSubmit={(points) => conversion.send({ type: 'conversion.submit', points })}
              onPassword={(paymentPassword) => conversion.send({ type: 'password.submit', paymentPassword })}
              onBack={() => conversion.send({ type: 'conversion.back' })}
              onRetry={() => conversion.send({ type: 'conversion.retry' })}
              onReset={() => conversion.send({ type: 'conversion.reset' })} />
          ) : null}
        </BalanceStrip>
      ) : null}
      <GoodsGrid goods={goods} type={type} onType={setType} onRedeem={redeem} />
      {loggedIn ? (
        <>
          <DateRangePicker range={range} today={today} onPreset={(span) => setRange(presetRange(today, span))} onShift={(direction) => setRange(shiftRange(range, direction, today))} />
          <h2>{t('pointMall.history.title')}</h2>
          <RedeemHistory rows={history} formatTime={formatDateTime} />
          <h2>{t('pointMall.details.title')}</h2>
          <PointDetails rows={details} formatTime={formatDateTime} />
        </>
      ) : null}
      {chosen ? (
        <RedeemDialog reward={chosen} view={redeemView} errorText={errorText}
          onChoose={(choice) => redemption.send({ type: 'redemption.choose', choice })}
          onPassword={(paymentPassword) => redemption.send({ type: 'password.submit', paymentPassword })}
          onBack={() => redemption.send({ type: 'redemption.back' })}
          onRetry={() => redemption.send({ type: 'redemption.retry' })}
          onClose={() => { if (!redeemView.busy && redeemView.step !== 'failed') setChosen(null); }} />
      ) : null}
    </div>
  );
}
