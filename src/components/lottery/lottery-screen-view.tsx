/**
 * A lottery screen: the menus on the left (with the member's recent games and
 * the latest opened numbers on the VN screen), the lottery lobby's frame on
 * the right. Skeletons while the menus load, a retry when they failed.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame, LotteryMenu, OpenedDraw } from '../../services/schemas/games';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { LotteryMenuList } from './lottery-menu';
import { OpenedNumbers } from './opened-numbers';
import { RecentLotteries } from './recent-lotteries';
import './lottery.css';

export interface LotteryScreenViewProps {
  title: string;
  status: 'loading' | 'failed' | 'ready';
  errorCode: string | null;
  menus: LotteryMenu[];
  /** Present on the VN screen only. */
  extras?: { recent: LotteryGame[]; opened: OpenedDraw[] };
  activeCode: string | null;
  now: number;
  onSelect(game: LotteryGame): void;
  onRetry(): void;
  /** The frame area (see LotteryStage). */
  stage: ReactNode;
}

const skeletonRows = Array.from({ length: 7 }, (_, index) => index);

export function LotteryScreenView({ title, status, errorCode, menus, extras, activeCode, now, onSelect, onRetry, stage }: LotteryScreenViewProps) {
  const { t } = useTranslation();
  if (status === 'failed') {
    return (
      <div className="lottery-screen__failed" data-testid="lottery-failed">
        <EmptyState icon="ticket" title={t('games.lottery.failed.title')} text={t(`errors.${errorCode ?? 'network.abnormal'}`)} action={<Button onClick={onRetry}>{t('games.lottery.failed.retry')}</Button>} />
      </div>
    );
  }
  return (
    <div className="lottery-screen" data-testid="lottery-screen" data-status={status}>
      <aside className="lottery-screen__side">
        <h1 className="lottery-screen__title">{title}</h1>
        {status === 'loading' ? (
          <div className="lottery-skeleton" data-testid="lottery-skeleton" role="status" aria-busy="true" aria-label={t('games.lottery.loading')}>
            {skeletonRows.map((row) => (
              <span key={row} className="lottery-skeleton__row" />
            ))}
          </div>
        ) : (
          <>
            {extras ? <RecentLotteries games={extras.recent} activeCode={activeCode} onSelect={onSelect} /> : null}
            {menus.length ? <LotteryMenuList menus={menus} activeCode={activeCode} now={now} onSelect={onSelect} /> : <p className="lottery-panel__empty">{t('games.lottery.menu.empty')}</p>}
            {extras ? <OpenedNumbers draws={extras.opened} /> : null}
          </>
        )}
      </aside>
      <section className="lottery-screen__stage">{status === 'loading' ? <div className="lottery-skeleton__stage" /> : stage}</section>
    </div>
  );
}
