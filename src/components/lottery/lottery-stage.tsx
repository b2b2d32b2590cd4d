/** The frame area of a lottery screen while the lottery lobby is launched, when that failed, and once it plays. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/spinner';

export interface LotteryStageProps {
  status: 'launching' | 'playing' | 'failed' | null;
  errorCode: string | null;
  onRetry(): void;
  /** The frame, once playing. */
  children?: ReactNode;
}

export function LotteryStage({ status, errorCode, onRetry, children }: LotteryStageProps) {
  const { t } = useTranslation();
  if (status === 'playing') return <>{children}</>;
  if (status === 'failed') {
    return (
      <div className="lottery-stage" data-testid="lottery-stage-failed">
        <Icon name="alert" size={32} />
        <p>{t(`errors.${errorCode ?? 'network.abnormal'}`)}</p>
        <Button onClick={onRetry}>{t('games.lottery.failed.retry')}</Button>
      </div>
    );
  }
  return (
    <div className="lottery-stage" data-testid="lottery-stage-launching">
      <Spinner label={t('games.lottery.launching')} />
      <p>{t('games.lottery.launching')}</p>
    </div>
  );
}
