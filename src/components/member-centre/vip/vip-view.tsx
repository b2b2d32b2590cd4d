/**
 * VIP: the member's rank badge in its club colours, the progress towards
 * the next rank with the turnover still to play, this month's and all-time
 * turnover, and the ladder of ranks with the member's own marked.
 */
import { useTranslation } from 'react-i18next';
import type { PlayerRank } from '../../../services/schemas/vip';
import { formatMoney } from '../kit/money';
import { MoneyText } from '../kit/money-text';
import { SkeletonBlock, SkeletonRows } from '../kit/skeleton';
import { FailedState } from '../kit/states';
import { progressPercent } from './progress';
import { RankBadge, clubColours } from './rank-badge';
import { RankLadder } from './rank-ladder';
import './vip.css';

export interface VipViewProps {
  status: 'loading' | 'ready' | 'failed';
  rank: PlayerRank | null;
  errorCode: string | null;
  onRetry(): void;
}

export function VipView({ status, rank, errorCode, onRetry }: VipViewProps) {
  const { t } = useTranslation();
  if (status === 'failed') return <FailedState errorCode={errorCode} onRetry={onRetry} testId="vip-failed" />;
  if (!rank) {
    return (
      <div className="vip" data-testid="vip-loading">
        <SkeletonBlock height={196} radius={14} />
        <SkeletonRows rows={6} label={t('memberCentre.vip.loading')} />
      </div>
    );
  }
  return (
    <div className="vip" data-testid="vip">
      <section className="vip-hero" style={clubColours(rank.color, rank.color2)} data-testid="vip-current">
        <div className="vip-hero__rank">
          <RankBadge rankLevel={rank.rankLevel} color={rank.color} color2={rank.color2} size="lg" label={rank.playerRankName} />
          <div className="vip-hero__titles">
            <span className="vip-hero__label">{t('memberCentre.vip.level', { level: rank.rankLevel })}</span>
            <strong className="vip-hero__name" data-testid="vip-rank-name">
              {rank.playerRankName}
            </strong>
          </div>
        </div>
        <dl className="vip-hero__figures">
          <div className="vip-figure" data-testid="vip-monthly">
            <dt>{t('memberCentre.vip.monthlyTurnover')}</dt>
            <dd>
              <MoneyText value={rank.monthlyTurnover} size="lg" />
            </dd>
          </div>
          <div className="vip-figure" data-testid="vip-total">
            <dt>{t('memberCentre.vip.totalTurnover')}</dt>
            <dd>
              <MoneyText value={rank.totalTurnover} size="lg" />
            </dd>
          </div>
        </dl>
        <NextRank rank={rank} />
      </section>
      <RankLadder ranks={rank.ranks} current={rank.rankLevel} />
    </div>
  );
}

function NextRank({ rank }: { rank: PlayerRank }) {
  const { t } = useTranslation();
  const percent = progressPercent(rank);
  const next = rank.nextRank;
  return (
    <div className="vip-progress" data-testid="vip-progress">
      <div className="vip-progress__text">
        {next ? (
          <span>{t('memberCentre.vip.toNext', { amount: formatMoney(rank.turnoverToNext), name: next.name })}</span>
        ) : (
          <span>{t('memberCentre.vip.top')}</span>
        )}
        <strong>{percent}%</strong>
      </div>
      <div className="vip-progress__track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('memberCentre.vip.progress')}>
        <span className="vip-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {next ? (
        <div className="vip-progress__ends">
          <span>{rank.playerRankName}</span>
          <span style={clubColours(next.color, next.color2)} className="vip-progress__next">
            {next.name}
          </span>
        </div>
      ) : null}
    </div>
  );
}
