/**
 * rewardCenter: the bonuses under wagering (how far each turnover is, and
 * forfeiting one), the promotions the member may claim (spec §4 labels) and
 * the member's claims. A claim or a lucky draw goes out at once; an activity
 * an operator reviews opens the application form, whose flow is the
 * activityApplication machine. After an answer the list, the claims and the
 * balance are asked again.
 */
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ApplicationForm } from '../../../components/member-centre/reward-center/application-form';
import { actionOf } from '../../../components/member-centre/reward-center/reward-status';
import { RewardCenterView, type RewardNotice, type RewardTab } from '../../../components/member-centre/reward-center/reward-center-view';
import { useErrorText } from '../../../components/form/use-error-text';
import { formatMoney } from '../../../components/member-centre/kit/money';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectActivityApplication } from '../../../machines/activity-application/activity-application.selectors';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import { selectMoneyRequest } from '../../../machines/money-request/money-request.selectors';
import { selectRecords } from '../../../machines/paged-records/paged-records.selectors';
import type { AvailablePromotion, AvailablePromotions, PromotionClaimAnswer, PromotionClaimRecord } from '../../../services/schemas/rewards';
import { useLiveTopics } from '../../access/use-live-topics';
import { useSessionSelector } from '../../access/use-session';
import { useApp } from '../../app-context';
import type { CentrePageProps } from '../page-props';
import { rewardsLogicFor } from './rewards/rewards-logic';
import { useApplicationOutcome } from './rewards/use-application-outcome';
import { useClaimOutcome } from './rewards/use-claim-outcome';
import { useClaimThumbnails } from './rewards/use-claim-thumbnails';
import { WageringPanel } from '../../../components/member-centre/wagering/wagering-panel';
import { useRefreshBalance } from '../funds/use-funds-session';
import { useBonusWagering } from '../wagering/use-bonus-wagering';

export default function RewardCenterPage(_: CentrePageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { http } = useApp();
  const logic = rewardsLogicFor(http);
  const symbol = useSessionSelector((view) => view.balance?.currencySymbol);
  const list = useActorRef(logic.availablePromotions, withInspection());
  const claims = useActorRef(logic.promotionClaims, withInspection({ input: { pageSize: 10 } }));
  const claim = useActorRef(logic.claimPromotion, withInspection());
  const listView = useSelector(list, selectDetails<AvailablePromotions>);
  const claimsView = useSelector(claims, selectRecords);
  const claimView = useSelector(claim, selectMoneyRequest<PromotionClaimAnswer>);
  const application = useActorRef(logic.activityApplication, withInspection());
  const applicationView = useSelector(application, selectActivityApplication<PromotionClaimAnswer>);
  const [tab, setTab] = useState<RewardTab>('promotions');
  const [pending, setPending] = useState<AvailablePromotion | null>(null);
  const [notice, setNotice] = useState<RewardNotice | null>(null);

  const refreshBalance = useRefreshBalance();
  // A claimed bonus whose terms ask for turnover shows here with how far it is.
  const wagering = useBonusWagering(refreshBalance);
  const refreshLists = () => {
    list.send({ type: 'details.refresh' });
    claims.send({ type: 'records.refresh' });
    wagering.actions.onReload();
  };
  // An operator approving or rejecting an application (or a claim) elsewhere shows here without a click.
  useLiveTopics(['applications'], () => {
    list.send({ type: 'details.refresh' });
    claims.send({ type: 'records.refresh' });
  });

  const showOutcome = ({ claim: record }: PromotionClaimAnswer) => {
    setNotice({
      tone: 'success',
      title: t(`memberCentre.rewardCenter.outcome.${record.status}.title`),
      text: t(`memberCentre.rewardCenter.outcome.${record.status}.text`, { amount: formatMoney(record.amount), title: record.title }),
    });
    refreshLists();
  };
  useApplicationOutcome<PromotionClaimAnswer>(application, showOutcome);
  useClaimOutcome<PromotionClaimAnswer>(claim, {
    done: (answer) => {
      setPending(null);
      showOutcome(answer);
    },
    refused: (code) => {
      setPending(null);
      setNotice({ tone: 'danger', title: t('memberCentre.rewardCenter.outcome.refused'), text: errorText(code) });
      refreshLists();
    },
    failed: (code) => {
      setNotice({ tone: 'warning', title: t('memberCentre.rewardCenter.outcome.unknown'), text: `${errorText(code)} ${t('memberCentre.rewardCenter.outcome.unknownText')}` });
    },
  });

  const submit = (promotion: AvailablePromotion, values: Record<string, unknown>) => {
    setPending(promotion);
    setNotice(null);
    // A claim left without an answer is given up for this one; the gateway pays a promotion once per period either way.
    if (claimView.phase === 'failed') claim.send({ type: 'request.reset' });
    claim.send({ type: 'request.submit', values: { promotionId: promotion.promotionId, ...values } });
  };
  const act = (promotion: AvailablePromotion) => {
    const action = actionOf(promotion);
    setNotice(null);
    if (action === 'join') application.send({ type: 'application.open', activity: { promotionId: promotion.promotionId, title: promotion.title } });
    else if (action) submit(promotion, { raffle: action === 'draw' });
  };

  const promotions = listView.data?.list ?? [];
  const page = claimsView.answer;
  const thumbnails = useClaimThumbnails(http, page.list as PromotionClaimRecord[]);
  const wageringShown = wagering.view.open.length + wagering.view.closed.length > 0 || wagering.view.outcome !== null;
  return (
    <div className="wg-page">
      {wageringShown ? <WageringPanel view={wagering.view} actions={wagering.actions} symbol={symbol} showClosed /> : null}
      <RewardCenterView
        tab={tab}
        readyCount={promotions.filter((promotion) => actionOf(promotion) !== null).length}
        notice={notice}
        onRetryClaim={claimView.canRetry ? () => claim.send({ type: 'request.retry' }) : undefined}
        grid={{
          status: listView.status,
          promotions,
          errorCode: listView.errorCode,
          symbol,
          pendingId: claimView.busy ? (pending?.promotionId ?? null) : null,
          onAct: act,
          onRetry: () => list.send({ type: 'details.retry' }),
        }}
        claims={{
          status: claimsView.status,
          claims: page.list as PromotionClaimRecord[],
          filter: claimsView.query.filter,
          pageNo: page.pageNo,
          totalPages: page.totalPages,
          total: page.total,
          errorCode: claimsView.errorCode,
          symbol,
          thumbnails,
          onFilter: (filter) => claims.send({ type: 'records.filter', filter }),
          onPage: (pageNo) => claims.send({ type: 'records.page', pageNo }),
          onRetry: () => claims.send({ type: 'records.retry' }),
        }}
        application={
          applicationView.open ? (
            <ApplicationForm
              key={applicationView.open.promotionId}
              title={applicationView.open.title}
              comment={applicationView.comment}
              images={applicationView.images}
              checking={applicationView.checking}
              busy={applicationView.busy}
              fieldErrors={applicationView.fieldErrors}
              errorCode={applicationView.errorCode}
              onPick={(files) => application.send({ type: 'images.pick', files })}
              onRemove={(index) => application.send({ type: 'images.remove', index })}
              onSubmit={(comment) => application.send({ type: 'application.submit', comment })}
              onRetry={applicationView.canRetry ? () => application.send({ type: 'application.retry' }) : undefined}
              onClose={() => application.send({ type: 'application.cancel' })}
            />
          ) : undefined
        }
        onTab={setTab}
        onDismissNotice={() => setNotice(null)}
      />
    </div>
  );
}
