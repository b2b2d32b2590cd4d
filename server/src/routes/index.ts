/** Every area's call routes, each area's list in its own folder, then the original family's aliases of them. */
import type { CallRoute } from '../http/call-route';
import { accountRoutes } from './account';
import { agentRoutes } from './agent';
import { contentRoutes } from './content';
import { contractRoutes } from './contracts';
import { favouritesRoutes } from './favourites';
import { fundsRoutes } from './funds';
import { gamesRoutes } from './games';
import { launchRoutes } from './launch';
import { liveRoutes } from './live';
import { lotteryRoutes } from './lottery';
import { messagesRoutes } from './messages';
import { aliasRoutes } from './original-aliases';
import { pointsRoutes } from './points';
import { breaksRoutes } from './protection/breaks';
import { limitsRoutes } from './protection/limits';
import { sessionTimeRoutes } from './protection/session-time';
import { statementRoutes } from './protection/statement';
import { profileRoutes } from './profile';
import { recordsRoutes } from './records';
import { rewardsRoutes } from './rewards';
import { sessionRoutes } from './session';
import { supportRoutes } from './support';
import { systemRoutes } from './system';
import { verificationRoutes } from './verification';
import { wageringRoutes } from './wagering';
import { walletRoutes } from './wallet';

const registryRoutes: readonly CallRoute<any>[] = [
  ...systemRoutes,
  ...contentRoutes,
  ...sessionRoutes,
  ...liveRoutes,
  ...accountRoutes,
  ...verificationRoutes,
  ...walletRoutes,
  ...fundsRoutes,
  ...messagesRoutes,
  ...pointsRoutes,
  ...gamesRoutes,
  ...lotteryRoutes,
  ...favouritesRoutes,
  ...launchRoutes,
  ...recordsRoutes,
  ...profileRoutes,
  ...rewardsRoutes,
  ...wageringRoutes,
  ...limitsRoutes,
  ...breaksRoutes,
  ...statementRoutes,
  ...sessionTimeRoutes,
  ...supportRoutes,
  ...agentRoutes,
  ...contractRoutes,
];

export const allRoutes: readonly CallRoute<any>[] = [...registryRoutes, ...aliasRoutes(registryRoutes)];
