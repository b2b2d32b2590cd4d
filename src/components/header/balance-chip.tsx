/** The member's balance with a show/hide eye and a refresh, plus points when they count. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import type { HeaderMember } from './header-view-model';

export const hiddenBalance = '***';

interface BalanceChipProps {
  member: HeaderMember;
  pointsEnabled: boolean;
  onRefresh(): void;
  onToggleVisibility(): void;
}

export function BalanceChip({ member, pointsEnabled, onRefresh, onToggleVisibility }: BalanceChipProps) {
  const { t, i18n } = useTranslation();
  const hidden = !member.balanceVisible;
  const locale = i18n.language === 'TY' ? 'fil-PH' : 'en-US';
  const format = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(value);
  // Points are whole numbers.
  const formatPoints = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  const amount = member.balance === null ? '—' : format(member.balance);
  return (
    <div className="balance" data-testid="balance">
      <div className="balance__main">
        <span className="balance__label">{t('shell.header.balance')}</span>
        <span className="balance__value" data-testid="balance-value">
          {hidden ? hiddenBalance : amount} <small>{member.currency}</small>
        </span>
      </div>
      <button
        type="button"
        className="balance__tool"
        aria-label={t(hidden ? 'shell.header.showBalance' : 'shell.header.hideBalance')}
        aria-pressed={hidden}
        onClick={onToggleVisibility}
        data-testid="balance-eye"
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={member.refreshingBalance ? 'balance__tool is-spinning' : 'balance__tool'}
        aria-label={t('shell.header.refreshBalance')}
        onClick={onRefresh}
        disabled={member.refreshingBalance}
        data-testid="balance-refresh"
      >
        <Icon name="refresh" size={16} />
      </button>
      {pointsEnabled && member.points > 0 ? (
        <div className="balance__points" title={t('shell.header.points')} data-testid="points">
          <Icon name="shield" size={14} />
          <span>{t('shell.header.points')}</span>
          <strong>{hidden ? hiddenBalance : formatPoints(member.points)}</strong>
        </div>
      ) : null}
    </div>
  );
}
