/** Why a lottery screen shows no lottery: a visitor must log in, a trial account needs a real one. The matching popup is open. */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import './lottery.css';

export function LotteryLoginRequired({ reason, onAction }: { reason: 'login' | 'trial'; onAction(): void }) {
  const { t } = useTranslation();
  return (
    <div className="lottery-screen__failed" data-testid="lottery-login-required" data-reason={reason}>
      <EmptyState
        icon={reason === 'login' ? 'user' : 'shield'}
        title={t(`games.lottery.${reason}.title`)}
        text={t(`games.lottery.${reason}.text`)}
        action={<Button onClick={onAction}>{t(`games.lottery.${reason}.action`)}</Button>}
      />
    </div>
  );
}
