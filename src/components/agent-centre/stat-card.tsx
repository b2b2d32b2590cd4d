/** One figure of a period as a card (the member centre's stat card): icon, label, value; a skeleton while it loads. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icons';
import { SkeletonBlock } from '../member-centre/kit/skeleton';
import '../member-centre/records/records.css';

export type StatTone = 'primary' | 'accent' | 'success' | 'danger';

export function StatCard({ icon, label, value, tone = 'primary', testId }: { icon: IconName; label: string; value: ReactNode | null; tone?: StatTone; testId?: string }) {
  return (
    <div className={`mc-stat-card ac-tone-${tone}`} data-testid={testId}>
      <span className="mc-stat-card__icon">
        <Icon name={icon} size={18} />
      </span>
      <span className="mc-stat-card__label">{label}</span>
      <span className="mc-stat-card__value">{value === null ? <SkeletonBlock height={20} width={96} /> : value}</span>
    </div>
  );
}
