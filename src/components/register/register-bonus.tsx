/** The registration bonus headline: a fixed 1000 VND welcome amount (spec §2). */
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';

export const registrationBonus = { amount: 1000, currency: 'VND' } as const;

export function RegisterBonus() {
  const { t, i18n } = useTranslation();
  const amount = new Intl.NumberFormat(i18n.language === 'TY' ? 'fil-PH' : 'en-US').format(registrationBonus.amount);
  return (
    <div className="register-bonus" data-testid="register-bonus">
      <span className="register-bonus__icon">
        <Icon name="gift" size={22} />
      </span>
      <div>
        <p className="register-bonus__title">{t('register.bonus.title', { amount, currency: registrationBonus.currency })}</p>
        <p className="register-bonus__text">{t('register.bonus.text')}</p>
      </div>
    </div>
  );
}
