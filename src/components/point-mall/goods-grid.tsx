/** The goods as cards under their type chips, with every state a list can be in and the pager. */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { PointRewards } from '../../services/point-mall.api';
import type { PointReward } from '../../services/schemas/points';
import { SkeletonCards } from '../member-centre/kit/skeleton';
import { EmptyRows, FailedState } from '../member-centre/kit/states';
import { CategoryChips } from '../member-centre/records/record-filters';
import { RecordsPager } from '../member-centre/records/records-pager';
import { Button } from '../ui/button';
import './point-mall.css';

export interface GoodsGridProps {
  view: RecordsView<PointRewards>;
  onType(type: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
  onRedeem(reward: PointReward): void;
}

export function GoodsGrid({ view, onType, onPage, onRetry, onRedeem }: GoodsGridProps) {
  const { t } = useTranslation();
  // A reload after a redemption (stock changed) keeps the cards on screen; only the first load shows skeletons.
  const shown = view.status === 'ready' || (view.status === 'loading' && view.answer.list.length > 0);
  const types = ['', 'live', 'gift'].map((value) => ({ value, label: t(`pointMall.type.${value || 'all'}`) }));
  return (
    <section className="pm-goods">
      <div className="pm-section-head">
        <h2>{t('pointMall.goods.title')}</h2>
        <CategoryChips options={types} value={view.query.filter} onChange={onType} label={t('pointMall.goods.type')} testId="goods-type" />
      </div>
      {view.status === 'loading' && !shown ? <SkeletonCards count={4} height={260} label={t('memberCentre.records.loading')} /> : null}
      {view.status === 'failed' ? <FailedState errorCode={view.errorCode} onRetry={onRetry} testId="point-goods-failed" /> : null}
      {view.status === 'empty' ? <EmptyRows icon="store" title={t('pointMall.goods.empty')} testId="point-goods-empty" /> : null}
      {shown ? (
        <>
          <ul className={view.status === 'loading' ? 'pm-grid is-reloading' : 'pm-grid'} data-testid="point-goods" aria-busy={view.status === 'loading'}>
            {view.answer.list.map((reward) => (
              <GoodsCard key={reward.id} reward={reward} onRedeem={onRedeem} />
            ))}
          </ul>
          <RecordsPager pageNo={view.answer.pageNo} totalPages={view.answer.totalPages} total={view.answer.total} onPage={onPage} label={t('pointMall.goods.pages')} />
        </>
      ) : null}
    </section>
  );
}

function GoodsCard({ reward, onRedeem }: { reward: PointReward; onRedeem(reward: PointReward): void }) {
  const { t } = useTranslation();
  const soldOut = reward.stock === 0;
  return (
    <li className="pm-card" data-testid="point-goods-card">
      <img className="pm-card__image" src={reward.imageUrl} alt="" loading="lazy" />
      <div className="pm-card__body">
        <h3 className="pm-card__name">{reward.name}</h3>
        <p className="pm-card__text">{reward.description}</p>
        <p className="pm-card__points">
          {t('pointMall.goods.points', { points: reward.points.toLocaleString() })}
          {Number(reward.amount) > 0 ? <span className="pm-card__extra">{t('pointMall.goods.plus', { amount: reward.amount })}</span> : null}
        </p>
        <div className="pm-card__foot">
          <span className="pm-card__stock">{t('pointMall.goods.stock', { stock: reward.stock })}</span>
          <Button size="sm" disabled={soldOut} onClick={() => onRedeem(reward)}>
            {soldOut ? t('pointMall.goods.soldOut') : t('pointMall.goods.redeem')}
          </Button>
        </div>
      </div>
    </li>
  );
}
