/**
 * One promotion in the list. Its element id is the promotion id, so the
 * side menu's /promotions#<id> links land on it; `highlighted` plays a
 * short glow once when it is the link's target.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import { LazyImage } from '../ui/lazy-image';
import type { PromotionCardModel } from './promotion-model';
import '../ui/button.css';
import './promotion-card.css';

export const promotionImageFallback = '/assets/icons/default-game.svg';

export const promoDetailHref = (id: number) => `/promoDetail?id=${id}`;

export interface PromotionCardProps {
  promotion: PromotionCardModel;
  categoryLabel: string;
  highlighted: boolean;
  onNavigate(to: string): void;
}

export function PromotionCard({ promotion, categoryLabel, highlighted, onNavigate }: PromotionCardProps) {
  const { t } = useTranslation();
  const href = promoDetailHref(promotion.id);
  const open = (event: MouseEvent) => {
    event.preventDefault();
    onNavigate(href);
  };
  const titleId = `promotion-title-${promotion.id}`;
  return (
    <article
      id={String(promotion.id)}
      className={highlighted ? 'promotion-card is-highlighted' : 'promotion-card'}
      data-promotion-id={promotion.id}
      data-highlighted={highlighted ? 'true' : undefined}
      data-testid="promotion-card"
      aria-labelledby={titleId}
    >
      <a href={href} className="promotion-card__media" onClick={open} tabIndex={-1} aria-hidden="true">
        <LazyImage src={promotion.coverUrl} fallback={promotionImageFallback} alt="" />
      </a>
      <div className="promotion-card__body">
        <span className="promotion-chip" data-testid="promotion-category">
          {categoryLabel}
        </span>
        <h2 className="promotion-card__title" id={titleId}>
          {promotion.title}
        </h2>
        <p className="promotion-card__excerpt">{promotion.excerpt}</p>
        <div className="promotion-card__foot">
          <a href={href} className="btn btn--primary btn--sm" onClick={open} data-testid="promotion-details">
            {t('promotions.card.details')}
            <Icon name="chevronRight" size={14} />
          </a>
        </div>
      </div>
    </article>
  );
}
