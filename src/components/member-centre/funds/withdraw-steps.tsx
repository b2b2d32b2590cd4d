/** How a withdrawal goes, with this brand's numbers: held at once, paid by an operator, confirmed by the member. */
import { useTranslation } from 'react-i18next';
import type { WithdrawSettings } from '../../../services/schemas/funds';
import './funds.css';

export function WithdrawSteps({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation();
  return (
    <ol className="mc-steps" data-testid="withdraw-steps" style={{ marginTop: 0 }}>
      <li>{t('memberCentre.withdraw.steps.held', { percent: settings.withdrawPenaltyCharge })}</li>
      <li>{t('memberCentre.withdraw.steps.paid')}</li>
      {settings.c2cEnabled === 'Y' ? <li>{t('memberCentre.withdraw.steps.confirm', { minutes: settings.confirmMinutes })}</li> : null}
      <li>{t('memberCentre.withdraw.steps.limit', { count: settings.dailyCountLimit })}</li>
    </ol>
  );
}
