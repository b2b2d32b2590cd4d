/** Agent-centre pages about the team: announcements, overview, team betting and user loss. */
import { calls } from '../../../../src/services/calls';
import { headers } from '../../../../src/services/headers';
import { agentAnnouncementsInputSchema, periodOnlyInputSchema, teamBettingInputSchema, userLossInputSchema } from '../../../../src/services/schemas/agent';
import { agentAnnouncementList } from '../../domain/agent/announcements';
import { teamBetting } from '../../domain/agent/team-betting';
import { teamOverview } from '../../domain/agent/team-overview';
import { userLoss } from '../../domain/agent/user-loss';
import { catalogueLanguage } from '../../domain/games/language';
import { defineRoute, type CallRoute } from '../../http/call-route';
import { memberOf } from '../funds/member';

export const agentTeamRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.agentAnnouncements,
    input: agentAnnouncementsInputSchema,
    handle: ({ input, deps, c }) => agentAnnouncementList(deps.db, catalogueLanguage(c.req.header(headers.language)), input),
  }),
  defineRoute({
    call: calls.agentTeamOverview,
    input: periodOnlyInputSchema,
    handle: ({ input, member, deps }) => teamOverview(deps.db, memberOf(member).id, input),
  }),
  defineRoute({
    call: calls.agentTeamBetting,
    input: teamBettingInputSchema,
    handle: ({ input, member, deps, c }) => teamBetting(deps.db, memberOf(member).id, { ...input, language: catalogueLanguage(c.req.header(headers.language)) }),
  }),
  defineRoute({
    call: calls.agentUserLoss,
    input: userLossInputSchema,
    handle: ({ input, member, deps }) => userLoss(deps.db, memberOf(member).id, input),
  }),
];
