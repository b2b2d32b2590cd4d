/**
 * One promotion on its own page (no header or footer around it, so it
 * carries its own way back): cover, title, category, the content as
 * sanitised HTML, and every image in sequence order.
 */
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../announcements/sanitize-html';
import { EmptyState } from '../ui/empty-state';
import { Icon } from '../ui/icons';
import { LazyImage } from '../ui/lazy-image';
import { Spinner } from '../ui/spinner';
import { promotionImageFallback } from './promotion-card';
import { categoryLabel } from './promotion-category';
import type { PromotionDetailModel } from './promotion-model';
import { PromotionsLoadFailed } from './promotions-load-failed';
import '../ui/button.css';
import './promo-detail-view.css';

export interface PromoDetailViewProps {
  status: 'loading' | 'ready' | 'notFound' | 'failed';
  promotion: PromotionDetailModel | null;
  onNavigate(to: string): void;
  /** Asks for the promotions again after a failed load. */
  onRetry(): void;
}

export function PromoDetailView({ status, promotion, onNavigate, onRetry }: PromoDetailViewProps) {
  const { t } = useTranslation();
  const link = (to: string) => ({
    href: to,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onNavigate(to);
    },
  });
  const nav = (
    <nav className="promo-detail__nav" aria-label={t('promotions.nav.label')}>
      <a {...link('/promotions')} className="promo-detail__back" data-testid="promo-detail-back">
        <Icon name="chevronRight" size={16} />
        {t('promotions.nav.all')}
      </a>
      <a {...link('/')} className="promo-detail__home" data-testid="promo-detail-home">
        <Icon name="home" size={16} />
        {t('promotions.nav.home')}
      </a>
    </nav>
  );

  if (status !== 'ready' || !promotion) {
    return (
      <div className="promo-detail" data-testid={status === 'loading' ? 'promo-detail-loading' : status === 'failed' ? 'promo-detail-failed' : 'promo-detail-not-found'}>
        {nav}
        {status === 'loading' ? (
          <div className="promo-detail__loading">
            <Spinner label={t('promotions.detail.loading')} />
          </div>
        ) : status === 'failed' ? (
          <PromotionsLoadFailed onRetry={onRetry} testId="promo-detail-retry" />
        ) : (
          <EmptyState
            icon="gift"
            title={t('promotions.detail.notFoundTitle')}
            text={t('promotions.detail.notFoundText')}
            action={
              <a {...link('/promotions')} className="btn btn--primary btn--md">
                {t('promotions.detail.seeAll')}
              </a>
            }
          />
        )}
      </div>
    );
  }

  return (
    <div className="promo-detail" data-testid="promo-detail">
      {nav}
      <article className="promo-detail__article" aria-labelledby="promo-detail-title">
        <header className="promo-detail__hero">
          <div className="promo-detail__cover">
            <LazyImage src={promotion.coverUrl} fallback={promotionImageFallback} alt="" />
          </div>
          <div className="promo-detail__intro">
            <span className="promotion-chip" data-testid="promo-detail-category">
              {categoryLabel(t, promotion.category)}
            </span>
            <h1 className="promo-detail__title" id="promo-detail-title">
              {promotion.title}
            </h1>
            <a {...link('/promotions')} className="btn btn--secondary btn--md">
              {t('promotions.detail.seeAll')}
            </a>
          </div>
        </header>
        <PromoContent content={promotion.content} heading={t('promotions.detail.content')} />
        {promotion.imageUrls.length > 1 ? (
          <section className="promo-detail__section" aria-labelledby="promo-detail-images">
            <h2 className="promo-detail__heading" id="promo-detail-images">
              {t('promotions.detail.images')}
            </h2>
            <ol className="promo-detail__gallery" data-testid="promo-detail-images">
              {promotion.imageUrls.map((url, index) => (
                <li key={`${index}-${url}`}>
                  <LazyImage src={url} fallback={promotionImageFallback} alt={t('promotions.detail.imageAlt', { number: index + 1 })} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </article>
    </div>
  );
}

function PromoContent({ content, heading }: { content: string; heading: string }) {
  const html = useMemo(() => sanitizeHtml(content), [content]);
  return (
    <section className="promo-detail__section" aria-labelledby="promo-detail-content">
      <h2 className="promo-detail__heading" id="promo-detail-content">
        {heading}
      </h2>
      <div className="promo-detail__content" data-testid="promo-detail-content" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
