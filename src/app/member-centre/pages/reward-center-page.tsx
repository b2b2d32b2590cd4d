/**
 * rewardCenter: the promotions the member may claim (spec §4 labels) and
 * the member's claims. A claim or a lucky draw goes out at once; an activity
 * an operator reviews opens the application form first. After an answer the
 * list, the claims and the balance are asked again.
 */
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ApplicationForm, type ApplicationValues } from '../../../components/member-centre/reward-center/application-form';
import { actionOf } from '../../../components/member-centre/reward-center/reward-status';
import { RewardCenterView, type RewardNotice, type RewardTab } from '../../../components/member-centre/reward-center/reward-center-view';
import { useErrorText } from '../../../components/form/use-error-text';
import { formatMoney } from '../../../components/member-centre/kit/money';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import { selectMoneyRequest } from '../../../machines/money-request/money-request.selectors';
import { selectRecords } from '../../../machines/paged-records/paged-records.selectors';
import type { AvailablePromotion, AvailablePromotions, PromotionClaimAnswer, PromotionClaimRecord } from '../../../services/schemas/rewards';
import { useSessionSelector } from '../../access/use-session';
import { useApp } from '../../app-context';
import type { CentrePageProps } from '../page-props';
import { readAsDataUrls } from './rewards/read-images';
import { rewardsLogicFor } from './rewards/rewards-logic';
import { useClaimOutcome } from './rewards/use-claim-outcome';

export default function RewardCenterPage(_: CentrePageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const logic = rewardsLogicFor(useApp().http);
  const symbol = useSessionSelector((view) => view.balance?.currencySymbol);
  const list = useActorRef(logic.availablePromotions, withInspection());
  const claims = useActorRef(logic.promotionClaims, withInspection({ input: { pageSize: 10 } }));
  const claim = useActorRef(logic.claimPromotion, withInspection());
  const listView = useSelector(list, selectDetails<AvailablePromotions>);
  const claimsView = useSelector(claims, selectRecords);
  const claimView = useSelector(claim, selectMoneyRequest<PromotionClaimAnswer>);
  const [tab, setTab] = useState<RewardTab>('promotions');
  const [pending, setPending] = useState<AvailablePromotion | null>(null);
  const [applying, setApplying] = useState<AvailablePromotion | null>(null);
  const [notice, setNotice] = useState<RewardNotice | null>(null);

  const refreshLists = () => {
    list.send({ type: 'details.refresh' });
    claims.send({ type: 'records.refresh' });
  };

  useClaimOutcome<PromotionClaimAnswer>(claim, {
    done: ({ claim: record }) => {
      setPending(null);
      setApplying(null);
      setNotice({
        tone: 'success',
        title: t(`memberCentre.rewardCenter.outcome.${record.status}.title`),
        text: t(`memberCentre.rewardCenter.outcome.${record.status}.text`, { amount: formatMoney(record.amount), title: record.title }),
      });
      refreshLists();
    },
    refused: (code, fields) => {
      setPending(null);
      // Field codes belong to the open application form, which shows them below its fields.
      if (applying && fields) return;
      setApplying(null);
      setNotice({ tone: 'danger', title: t('memberCentre.rewardCenter.outcome.refused'), text: errorText(code) });
      refreshLists();
    },
    failed: (code) => {
      setApplying(null);
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
    if (action === 'join') return setApplying(promotion);
    if (action) submit(promotion, { raffle: action === 'draw' });
  };
  const apply = async ({ comment, images }: ApplicationValues) => {
    if (applying) submit(applying, { comment, images: await readAsDataUrls(images) });
  };

  const closeApplication = () => {
    setApplying(null);
    // Field codes of a refused application must not greet the next form.
    if (claimView.phase === 'refused') claim.send({ type: 'request.reset' });
  };

  const promotions = listView.data?.list ?? [];
  const page = claimsView.answer;
  return (
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
        onFilter: (filter) => claims.send({ type: 'records.filter', filter }),
        onPage: (pageNo) => claims.send({ type: 'records.page', pageNo }),
        onRetry: () => claims.send({ type: 'records.retry' }),
      }}
      application={
        applying ? (
          <ApplicationForm promotion={applying} busy={claimView.busy} fieldErrors={claimView.fieldErrors} onSubmit={(values) => void apply(values)} onClose={closeApplication} />
        ) : undefined
      }
      onTab={setTab}
      onDismissNotice={() => setNotice(null)}
    />
  );
}
