/** A mission's task as a sentence ("Play 20 slot rounds today"), built from its metric, games, target and period. */
import type { TFunction } from 'i18next';
import type { Mission } from '../../../services/schemas/rewards';
import { formatMoney } from '../kit/money';
import type { IconName } from '../../ui/icons';

const base = 'memberCentre.missionLeaderboard';

export function missionTitle(t: TFunction, mission: Mission): string {
  const when = t(`${base}.when.${mission.period}`);
  const games = mission.categories.map((category) => t(`${base}.games.${category}`, { defaultValue: category })).join(' / ');
  const scope = games ? 'Games' : 'Any';
  switch (mission.metric) {
    case 'rounds':
    case 'wins':
      return t(`${base}.task.${mission.metric}${scope}`, { count: Number(mission.target), games, when });
    case 'stake':
      return t(`${base}.task.stake${scope}`, { amount: formatMoney(mission.target), games, when });
    case 'deposit':
      return t(`${base}.task.deposit`, { amount: formatMoney(mission.target), when });
    case 'login_days':
      return t(`${base}.task.loginDays`, { count: Number(mission.target), when });
  }
}

export const missionIcons: Record<Mission['metric'], IconName> = {
  rounds: 'slot',
  wins: 'star',
  stake: 'cards',
  deposit: 'wallet',
  login_days: 'history',
};

export const isMoneyMetric = (mission: Mission) => mission.metric === 'stake' || mission.metric === 'deposit';

export function missionRatio(mission: Mission): number {
  const target = Number(mission.target);
  return target > 0 ? Math.min(1, Math.max(0, Number(mission.progress) / target)) : 1;
}

export const missionFigures = (mission: Mission): string =>
  isMoneyMetric(mission) ? `${formatMoney(mission.progress)} / ${formatMoney(mission.target)}` : `${mission.progress} / ${mission.target}`;
