/**
 * The member centre's machines provided with the agent-centre calls, built
 * once per HTTP client: record lists on `pagedRecords`, single answers on
 * `centreDetails`, the register form on `centreSubmit`, and the money and
 * application requests (each submission with its own request id) on
 * `moneyRequest`. The pages create their actors from these.
 */
import type { AnyActorLogic } from 'xstate';
import { centreDetailsMachine } from '../../../../machines/centre-details/centre-details.machine';
import { centreSubmitMachine } from '../../../../machines/centre-submit/centre-submit.machine';
import { moneyRequestMachine } from '../../../../machines/money-request/money-request.machine';
import { pagedRecordsMachine } from '../../../../machines/paged-records/paged-records.machine';
import { createAgentActors } from '../../../../services/agent.actors';
import { createRequestIdActor } from '../../../../services/funds.actors';
import type { HttpClient } from '../../../../services/http';

export interface AgentDeps {
  http: HttpClient;
  /** A fixed generator in tests; random ids otherwise. */
  newRequestId?: () => string;
}

const records = (loadRecords: AnyActorLogic) => pagedRecordsMachine.provide({ actors: { loadRecords } as never });
const details = (loadDetails: AnyActorLogic) => centreDetailsMachine.provide({ actors: { loadDetails } as never });

export function createAgentLogic({ http, newRequestId }: AgentDeps) {
  const actors = createAgentActors({ http });
  const createRequestId = createRequestIdActor(newRequestId);
  const money = (submitRequest: AnyActorLogic) => moneyRequestMachine.provide({ actors: { createRequestId, submitRequest: submitRequest as never } });
  return {
    consolidated: details(actors.consolidated),
    affiliate: details(actors.affiliate),
    announcements: records(actors.announcements),
    teamOverview: records(actors.teamOverview),
    downlines: records(actors.downlines),
    teamBetting: records(actors.teamBetting),
    userLoss: records(actors.userLoss),
    income: records(actors.income),
    accountDetails: records(actors.accountDetails),
    creditReport: records(actors.creditReport),
    dividendRecord: records(actors.settlements.dividend),
    dailyWages: records(actors.settlements.dailySalary),
    hourlySalary: records(actors.settlements.hourlySalary),
    realTimeSalary: records(actors.settlements.realTimeSalary),
    registerDownline: centreSubmitMachine.provide({ actors: { submitForm: actors.registerDownline } }),
    transfer: money(actors.transfer),
    affiliateApplication: details(actors.affiliateApplication),
    applyAffiliate: money(actors.applyAffiliate),
  };
}

export type AgentLogic = ReturnType<typeof createAgentLogic>;

const built = new WeakMap<HttpClient, AgentLogic>();

export function agentLogicFor(http: HttpClient): AgentLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = createAgentLogic({ http });
    built.set(http, logic);
  }
  return logic;
}
