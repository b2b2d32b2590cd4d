/**
 * /pointMall: the goods for everyone (redeeming asks guests to log in
 * through the session gate); for members the balance with the conversion,
 * the redeem history and the points details by period. Every list and the
 * balance live on the shared record and details machines; an answered
 * redemption or conversion reloads what it changed, the header chip too.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { GoodsGrid } from '../../components/point-mall/goods-grid';
import { RedeemDialog } from '../../components/point-mall/redeem-dialog';
import type { PointRedeemAnswer, PointRewards } from '../../services/point-mall.api';
import type { RedemptionChoice } from '../../services/point-mall.actors';
import type { PointReward } from '../../services/schemas/points';
import { selectPoints } from '../../machines/session/session.selectors';
import { useSessionActor, useSessionSelector } from '../access/use-session';
import { useApp } from '../app-context';
import { useRefreshBalance } from '../member-centre/funds/use-funds-session';
import { openGated } from '../member-pages';
import { useRecords } from '../member-centre/pages/wiring/use-records';
import { PointBalanceSection, PointRecordsSections } from './member-sections';
import { pointMallLogicFor } from './point-mall-logic';
import { usePointMallTexts } from './use-point-mall-texts';
import { usePointRequest } from './use-point-request';

export function PointMallPage() {
  const ready = usePointMallTexts();
  return ready ? <PointMallContent /> : null;
}

function PointMallContent() {
  const { t } = useTranslation();
  const app = useApp();
  const logic = pointMallLogicFor(app.http);
  const loggedIn = useSessionSelector((view) => view.isLoggedIn) ?? false;
  // The header chip's points, already loaded: a redemption beyond them is refused before the password step.
  const points = useSelector(useSessionActor(), (snapshot) => (snapshot ? selectPoints(snapshot) : null));
  const refreshBalance = useRefreshBalance();
  const goods = useRecords<PointRewards>(logic.goods, { dated: false, pageSize: 8 });
  const [chosen, setChosen] = useState<PointReward | null>(null);
  // Bumped on every answer: the member's lists reload once per redemption or conversion.
  const [changes, setChanges] = useState(0);
  const answered = () => {
    goods.refresh();
    refreshBalance();
    setChanges((count) => count + 1);
  };
  const redemption = usePointRequest<PointRedeemAnswer>(logic.redemption, answered);

  const redeem = (reward: PointReward) =>
    openGated(app, 'memberCentre', () => {
      redemption.reset();
      setChosen(reward);
    });

  return (
    <div className="pm-page" data-testid="point-mall">
      <header className="pm-hero">
        <h1>{t('pointMall.title')}</h1>
        <p>{t('pointMall.subtitle')}</p>
      </header>
      {loggedIn ? <PointBalanceSection logic={logic} changes={changes} onConverted={answered} /> : null}
      <GoodsGrid view={goods.view} onType={goods.onFilter} onPage={goods.onPage} onRetry={goods.onRetry} onRedeem={redeem} />
      {loggedIn ? <PointRecordsSections logic={logic} changes={changes} /> : null}
      {chosen ? (
        <RedeemDialog
          reward={chosen}
          view={redemption.view}
          onChoose={(choice: RedemptionChoice) => redemption.choose({ ...choice }, { cost: chosen.points * choice.quantity, available: points })}
          onPassword={redemption.password}
          onBack={redemption.back}
          onRetry={redemption.retry}
          onClose={() => {
            if (!redemption.view.busy && redemption.view.step !== 'failed') setChosen(null);
          }}
        />
      ) : null}
    </div>
  );
}
