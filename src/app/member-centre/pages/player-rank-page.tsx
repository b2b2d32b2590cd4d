/** VIP: the member's rank, the turnover towards the next one and the ladder of ranks (playerRank). */
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { VipView } from '../../../components/member-centre/vip/vip-view';
import { withInspection } from '../../../inspection/create-inspected-actor';
import { centreDetailsMachine } from '../../../machines/centre-details/centre-details.machine';
import { selectDetails } from '../../../machines/centre-details/centre-details.selectors';
import type { HttpClient } from '../../../services/http';
import { playerRankSchema, type PlayerRank } from '../../../services/schemas/vip';
import { useApp } from '../../app-context';

const built = new WeakMap<HttpClient, typeof centreDetailsMachine>();

/** One provided machine per HTTP client, like the other centre pages' logic. */
function playerRankLogic(http: HttpClient): typeof centreDetailsMachine {
  let logic = built.get(http);
  if (!logic) {
    const loadDetails = fromPromise<PlayerRank, void>(({ signal }) => http.call('playerRank', { schema: playerRankSchema, signal }));
    logic = centreDetailsMachine.provide({ actors: { loadDetails } as never });
    built.set(http, logic);
  }
  return logic;
}

export default function PlayerRankPage() {
  const actor = useActorRef(playerRankLogic(useApp().http), withInspection());
  const details = useSelector(actor, selectDetails<PlayerRank>);
  return <VipView status={details.status} rank={details.data} errorCode={details.errorCode} onRetry={() => actor.send({ type: 'details.retry' })} />;
}
