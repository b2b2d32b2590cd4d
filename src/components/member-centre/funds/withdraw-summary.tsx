/** The withdraw page's head: what may be withdrawn now, today's count against the limit, limits and charge. */
import { useTranslation } from 'react-i18next';
import type { WithdrawSettings } from '../../../services/schemas/funds';
import { formatMoney } from '../kit/money';
import { MoneyText } from '../kit/money-text';
import './funds.css';

export function WithdrawSummary({ settings, symbol }: { settings: WithdrawSettings; symbol: string }) {
  const { t } = useTranslation();
  return (
    <div className="mc-limits" data-testid="withdraw-summary">
      <div className="mc-limits__item">
        <p className="mc-eyebrow">{t('memberCentre.withdraw.available')}</p>
        <div className="mc-limits__value">
          <MoneyText value={settings.availableBalance} symbol={symbol} size="lg" testId="withdraw-available" />
        </div>
      </div>
      <div className="mc-limits__item">
        <p className="mc-eyebrow">{t('memberCentre.withdraw.today')}</p>
        <p className="mc-limits__value" data-testid="withdraw-daily">
          {settings.dailyCount} / {settings.dailyCountLimit}
        </p>
      </div>
      <div className="mc-limits__item">
        <p className="mc-eyebrow">{t('memberCentre.withdraw.limitsTitle')}</p>
        <p className="mc-limits__value">{t('memberCentre.kit.limitsShort', { min: formatMoney(settings.minAmount), max: formatMoney(settings.maxAmount) })}</p>
        <p className="mc-counter">{t('memberCentre.withdraw.chargeRate', { percent: settings.withdrawPenaltyCharge })}</p>
      </div>
    </div>
  );
}
