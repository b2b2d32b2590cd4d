/**
 * missionLeaderboard: the day's and the week's missions measured from the
 * member's own bets, deposits and logins, claimed one at a time, and the
 * leaderboard of mission points. A claim asks the missions, the leaderboard
 * and the balance again.
 */
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/use-error-text';
import { formatMoney } from '../../../components/member-centre/kit/money';
import { MissionLeaderboardView, type MissionNotice } from '../../../components/member-centre/missions/mission-leaderboard-view';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import { selectMoneyRequest } from '../../../machines/money-request/money-request.selectors';
import { selectRecords } from '../../../machines/paged-records/paged-records.selectors';
import type { LeaderboardPage } from '../../../services/rewards.actors';
import type { LeaderboardPeriod, Mission, MissionClaimAnswer, MissionSummary } from '../../../services/schemas/rewards';
import { useSessionSelector } from '../../access/use-session';
import { useApp } from '../../app-context';
import type { CentrePageProps } from '../page-props';
import { rewardsLogicFor } from './rewards/rewards-logic';
import { useClaimOutcome } from './rewards/use-claim-outcome';

export default function MissionLeaderboardPage(_: CentrePageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const logic = rewardsLogicFor(useApp().http);
  const symbol = useSessionSelector((view) => view.balance?.currencySymbol);
  const summary = useActorRef(logic.missionSummary, withInspection());
  const board = useActorRef(logic.missionLeaderboard, withInspection({ input: { filter: 'weekly', pageSize: 20 } }));
  const claim = useActorRef(logic.claimMission, withInspection());
  const summaryView = useSelector(summary, selectDetails<MissionSummary>);
  const boardView = useSelector(board, selectRecords<LeaderboardPage>);
  const claimView = useSelector(claim, selectMoneyRequest<MissionClaimAnswer>);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<MissionNotice | null>(null);

  const refresh = () => {
    summary.send({ type: 'details.refresh' });
    board.send({ type: 'records.refresh' });
  };

  useClaimOutcome<MissionClaimAnswer>(claim, {
    done: (answer) => {
      setPendingId(null);
      setNotice({
        tone: 'success',
        title: t('memberCentre.missionLeaderboard.outcome.done'),
        text: t('memberCentre.missionLeaderboard.outcome.doneText', { amount: formatMoney(answer.amount), count: answer.points }),
      });
      refresh();
    },
    refused: (code) => {
      setPendingId(null);
      setNotice({ tone: 'danger', title: t('memberCentre.missionLeaderboard.outcome.refused'), text: errorText(code) });
      refresh();
    },
    failed: (code) =>
      setNotice({
        tone: 'warning',
        title: t('memberCentre.missionLeaderboard.outcome.unknown'),
        text: `${errorText(code)} ${t('memberCentre.missionLeaderboard.outcome.unknownText')}`,
      }),
  });

  const claimMission = (mission: Mission) => {
    setPendingId(mission.id);
    setNotice(null);
    // A claim left without an answer is given up for this one; the gateway pays a mission once per period either way.
    if (claimView.phase === 'failed') claim.send({ type: 'request.reset' });
    claim.send({ type: 'request.submit', values: { missionId: mission.id } });
  };

  const data = summaryView.data;
  const answer = boardView.answer as LeaderboardPage;
  return (
    <MissionLeaderboardView
      figures={data ? { open: data.count, claimable: data.claimable, points: data.points } : null}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      onRetryClaim={claimView.canRetry ? () => claim.send({ type: 'request.retry' }) : undefined}
      missions={{
        status: summaryView.status,
        missions: data?.missions ?? [],
        errorCode: summaryView.errorCode,
        symbol,
        pendingId: claimView.busy ? pendingId : null,
        onClaim: claimMission,
        onRetry: () => summary.send({ type: 'details.retry' }),
      }}
      board={{
        status: boardView.status,
        board: answer.board ?? null,
        period: (boardView.query.filter || 'weekly') as LeaderboardPeriod,
        errorCode: boardView.errorCode,
        onPeriod: (period) => board.send({ type: 'records.filter', filter: period }),
        onRetry: () => board.send({ type: 'records.retry' }),
      }}
    />
  );
}
