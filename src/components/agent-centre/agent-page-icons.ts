/** Icons of the agent centre's pages and menu links. */
import type { IconName } from '../ui/icons';

export const agentPageIcons: Record<string, IconName> = {
  announcement: 'megaphone',
  agentTeamOverview: 'crown',
  registerCenter: 'users',
  downlineManagement: 'briefcase',
  transferUpline: 'withdraw',
  teamBetting: 'history',
  userLoss: 'percent',
  myIncome: 'spark',
  accountDetails: 'receipt',
  creditReport: 'wallet',
  dividendRecord: 'gift',
  dailyWages: 'star',
  hourlySalary: 'refresh',
  realTimeSalary: 'play',
};
