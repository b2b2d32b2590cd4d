/** The points mall's pure views: balance and ratio, the goods grid with its type filter, redeem history and points details. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { DataTable, type Column } from '../member-centre/kit/data-table';
import { StatusPill, type StatusTone } from '../member-centre/kit/status-pill';
import type { PointReward, Redemption, RedeemStatus, RewardType } from '../../services/schemas/points';
import './point-mall.css';

export function BalanceStrip({ points, ratio, children }: { points: number | null; ratio: number | null; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="pm-balance" data-testid="point-balance">
      <div>
        <p className="pm-balance__label">{t('pointMall.balance.label')}</p>
        <p className="pm-balance__value">{points ?? '—'}</p>
        {ratio ? <p className="pm-balance__hint">{t('pointMall.balance.ratio', { ratio })}</p> : null}
      </div>
      {children}
    </section>
  );
}

export function GoodsGrid(props: { goods: PointReward[]; type: '' | RewardType; onType(type: '' | RewardType): void; onRedeem(reward: PointReward): void }) {
  const { t } = useTranslation();
  return (
    <section className="pm-goods">
      <div className="pm-tabs" role="tablist">
        {(['', 'live', 'gift'] as const).map((type) => (
          <button key={type || 'all'} role="tab" aria-selected={props.type === type} className={props.type === type ? 'pm-tab is-active' : 'pm-tab'} onClick={() => props.onType(type)}>
            {t(`pointMall.type.${type || 'all'}`)}
          </button>
        ))}
      </div>
      {props.goods.length === 0 ? <p className="pm-empty">{t('pointMall.goods.empty')}</p> : null}
      <ul className="pm-grid" data-testid="point-goods">
        {props.goods.map((reward) => (
          <li key={reward.id} className="pm-card">
            {reward.imageUrl ? <img className="pm-card__image" src={reward.imageUrl} alt="" loading="lazy" /> : <div className="pm-card__image" aria-hidden="true" />}
            <h3 className="pm-card__name">{reward.name}</h3>
            <p className="pm-card__points">{t('pointMall.goods.points', { points: reward.points })}</p>
            <p className="pm-card__stock">{t('pointMall.goods.stock', { stock: reward.stock })}</p>
            <Button size="sm" disabled={reward.stock === 0} onClick={() => props.onRedeem(reward)}>
              {reward.stock === 0 ? t('pointMall.goods.soldOut') : t('pointMall.goods.redeem')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const tones: Record<RedeemStatus, StatusTone> = { process: 'pending', approved: 'success', rejected: 'danger' };

export function RedeemHistory({ rows, formatTime }: { rows: Redemption[]; formatTime(ms: number): string }) {
  const { t } = useTranslation();
  const columns: Column<Redemption>[] = [
    { key: 'appliedAt', label: t('pointMall.history.appliedAt'), render: (row) => formatTime(row.appliedAt) },
    { key: 'reference', label: t('pointMall.history.reference'), render: (row) => row.reference },
    { key: 'name', label: t('pointMall.history.name'), render: (row) => `${row.name} × ${row.quantity} ${row.unit}` },
    { key: 'points', label: t('pointMall.history.points'), align: 'end', render: (row) => row.points },
    { key: 'address', label: t('pointMall.history.address'), render: (row) => [row.address, row.mobile].filter(Boolean).join(' · ') || '—' },
    { key: 'status', label: t('pointMall.history.status'), render: (row) => <StatusPill tone={tones[row.status]}>{t(`pointMall.status.${row.status}`)}</StatusPill> },
    { key: 'remark', label: t('pointMall.history.remark'), render: (row) => row.remark || '—' },
  ];
  if (!rows.length) return <p className="pm-empty">{t('pointMall.history.empty')}</p>;
  return <DataTable columns={columns} rows={rows} rowKey={(row) => row.reference} testId="redeem-history" />;
}

export interface PointDetailRow {
  id: number;
  pointType: string;
  changedPoints: number;
  pointBalance: number;
  createdAt: number;
}

export function PointDetails({ rows, formatTime }: { rows: PointDetailRow[]; formatTime(ms: number): string }) {
  const { t } = useTranslation();
  const columns: Column<PointDetailRow>[] = [
    { key: 'createdAt', label: t('pointMall.details.time'), render: (row) => formatTime(row.createdAt) },
    { key: 'pointType', label: t('pointMall.details.type'), render: (row) => t(`pointMall.kind.${row.pointType}`) },
    { key: 'changedPoints', label: t('pointMall.details.change'), align: 'end', render: (row) => (row.changedPoints > 0 ? `+${row.changedPoints}` : row.changedPoints) },
    { key: 'pointBalance', label: t('pointMall.details.balance'), align: 'end', render: (row) => row.pointBalance },
  ];
  if (!rows.length) return <p className="pm-empty">{t('pointMall.details.empty')}</p>;
  return <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} testId="point-details" />;
}
