/** The agent centre's calls (agents only) and the affiliate application (members). */
import type { CallRoute } from '../../http/call-route';
import { affiliateRoutes } from './affiliate';
import { agentDownlineRoutes } from './downlines';
import { agentReportRoutes } from './reports';
import { agentTeamRoutes } from './team';

export const agentRoutes: CallRoute<any>[] = [...agentTeamRoutes, ...agentDownlineRoutes, ...agentReportRoutes, ...affiliateRoutes];
