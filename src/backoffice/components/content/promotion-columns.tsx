/**
 * How a promotion reads in the drafts and published tables: both covers and
 * titles, its category, where its window stands now and what a claim pays.
 */
import type { TFunction } from 'i18next';
import type { PromotionBody } from '../../services/promotion-content';
import { formatTime } from '../format';
import { BothLanguages } from './both-languages';
import type { Column } from './content-kind';
import { windowState } from './promotion-window';

function ruleSummary(t: TFunction, rule: PromotionBody['rule']): string {
  if (!rule) return t('backoffice.content.promotion.rule.notClaimable');
  const pays = rule.rewardType === 'fixed' ? rule.rewardAmount : rule.rewardType === 'raffle' ? t('backoffice.content.promotion.rule.rewardTypes.raffle') : `${rule.rewardRate}%`;
  const parts = [pays, t(`backoffice.content.promotion.rule.periods.${rule.period}`)];
  if (rule.wagering)
    parts.push(
      t('backoffice.content.promotion.rule.wageringTimes', {
        multiple: rule.wagering.multiple,
      }),
    );
  if (!rule.enabled) parts.push(t('backoffice.content.promotion.rule.off'));
  return parts.join(' · ');
}

export function promotionColumns(t: TFunction, language: string) {
  const label = (key: string, values?: Record<string, unknown>) => t(`backoffice.content.promotion.${key}`, values);
  const window = (body: PromotionBody) => {
    const parts = [label(`states.${windowState(body, Date.now())}`)];
    if (body.startsAt !== null) parts.push(label('from', { time: formatTime(body.startsAt, language) }));
    if (body.endsAt !== null) parts.push(label('until', { time: formatTime(body.endsAt, language) }));
    return parts.join(' · ');
  };
  const columns: Column<PromotionBody>[] = [
    {
      header: label('covers'),
      cell: (body) => (
        <span className="bo-thumbs">
          {(['EN', 'TY'] as const).map((code) => (
            <img key={code} src={body.image[code]} alt={code} title={body.image[code]} />
          ))}
        </span>
      ),
    },
    {
      header: label('titles'),
      cell: (body) => <BothLanguages text={body.title} />,
    },
    {
      header: label('category'),
      cell: (body) => label(`categories.${body.category}`),
    },
    { header: label('window'), cell: window },
    {
      header: label('rule.heading'),
      cell: (body) => ruleSummary(t, body.rule),
    },
  ];
  return {
    draft: columns,
    published: [
      ...columns,
      {
        header: label('sort'),
        cell: (row: PromotionBody & { id: number }) => row.sort,
        numeric: true,
      },
    ],
  };
}
