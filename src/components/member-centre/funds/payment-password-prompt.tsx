/** No withdrawal password yet: withdrawals need one, set in the security centre. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Notice } from '../kit/notice';

export function PaymentPasswordPrompt({ onSet }: { onSet(): void }) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="warning"
      title={t('memberCentre.withdraw.noPassword.title')}
      testId="withdraw-no-password"
      action={
        <Button size="sm" onClick={onSet} data-testid="withdraw-set-password">
          <Icon name="shield" size={16} />
          {t('memberCentre.withdraw.noPassword.action')}
        </Button>
      }
    >
      {t('memberCentre.withdraw.noPassword.text')}
    </Notice>
  );
}
