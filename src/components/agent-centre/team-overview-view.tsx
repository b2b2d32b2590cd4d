/**
 * Team overview (agentTeamOverview): for the chosen period, the team's
 * size (every account below the agent, direct downlines, new and active
 * members, the team's balance now) and its money (deposits, withdrawals,
 * stake, payout and the team's result) as stat cards.
 */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { TeamOverview } from '../../services/schemas/agent';
import type { IconName } from '../ui/icons';
import { MoneyText } from '../member-centre/kit/money-text';
import { FailedState } from '../member-centre/kit/states';
import { RecordsPane, type PeriodControls } from '../member-centre/records/records-pane';
import { SignedAmount } from '../member-centre/records/signed-amount';
import { StatCard, type StatTone } from './stat-card';
import './agent-centre.css';

export interface TeamOverviewViewProps {
  view: RecordsView<{ list: unknown[]; pageNo: number; totalPages: number; total: number; overview?: TeamOverview }>;
  period: PeriodControls;
  onRetry(): void;
}

type CountKey = 'members' | 'directMembers' | 'newMembers' | 'activeMembers';
type MoneyKey = 'deposits' | 'withdrawals' | 'stake' | 'payout' | 'profit' | 'teamBalance';

const counts: { key: CountKey; icon: IconName; tone: StatTone }[] = [
  { key: 'members', icon: 'users', tone: 'primary' },
  { key: 'directMembers', icon: 'user', tone: 'primary' },
  { key: 'newMembers', icon: 'spark', tone: 'accent' },
  { key: 'activeMembers', icon: 'play', tone: 'success' },
];

const money: { key: MoneyKey; icon: IconName; tone: StatTone }[] = [
  { key: 'deposits', icon: 'download', tone: 'success' },
  { key: 'withdrawals', icon: 'withdraw', tone: 'danger' },
  { key: 'stake', icon: 'ticket', tone: 'accent' },
  { key: 'payout', icon: 'gift', tone: 'primary' },
  { key: 'profit', icon: 'percent', tone: 'primary' },
];

export function TeamOverviewView({ view, period, onRetry }: TeamOverviewViewProps) {
  const { t } = useTranslation();
  const overview = view.status === 'ready' ? (view.answer.overview ?? null) : null;
  const label = (key: CountKey | MoneyKey) => t(`agentCentre.agentTeamOverview.card.${key}`);
  const moneyValue = (key: MoneyKey) => {
    if (!overview) return null;
    return key === 'profit' ? <SignedAmount amount={overview.profit} testId="overview-profit-value" /> : <MoneyText value={overview[key]} size="lg" />;
  };

  return (
    <RecordsPane period={period} testId="team-overview">
      {view.status === 'failed' ? (
        <FailedState errorCode={view.errorCode} onRetry={onRetry} testId="team-overview-failed" />
      ) : (
        <>
          <section className="ac-section">
            <h3 className="ac-section__title">{t('agentCentre.agentTeamOverview.team')}</h3>
            <div className="ac-stat-grid">
              {counts.map((card) => (
                <StatCard key={card.key} icon={card.icon} tone={card.tone} label={label(card.key)} testId={`overview-${card.key}`} value={overview ? <span className="ac-count">{overview[card.key]}</span> : null} />
              ))}
              <StatCard icon="wallet" tone="success" label={label('teamBalance')} testId="overview-teamBalance" value={moneyValue('teamBalance')} />
            </div>
          </section>
          <section className="ac-section">
            <h3 className="ac-section__title">{t('agentCentre.agentTeamOverview.money')}</h3>
            <div className="ac-stat-grid">
              {money.map((card) => (
                <StatCard key={card.key} icon={card.icon} tone={card.tone} label={label(card.key)} testId={`overview-${card.key}`} value={moneyValue(card.key)} />
              ))}
            </div>
          </section>
          <p className="ac-muted" style={{ marginTop: 'var(--space-4)', fontSize: 12.5 }}>
            {t('agentCentre.agentTeamOverview.note')}
          </p>
        </>
      )}
    </RecordsPane>
  );
}
