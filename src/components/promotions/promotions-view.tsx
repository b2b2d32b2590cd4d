/** The promotion list: heading, category tabs and the cards, or its loading and empty states. */
import { useTranslation } from 'react-i18next';
import { SectionPage } from '../layout/section-page';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { PromotionCard } from './promotion-card';
import { categoriesOf, categoryLabel } from './promotion-category';
import type { PromotionCardModel } from './promotion-model';
import { PromotionTabs } from './promotion-tabs';
import { PromotionsLoadFailed } from './promotions-load-failed';
import './promotions-view.css';

export const skeletonCards = 6;

export interface PromotionsViewProps {
  status: 'loading' | 'ready' | 'failed';
  promotions: PromotionCardModel[];
  /** null shows every category. */
  activeCategory: string | null;
  highlightedId: number | null;
  onCategory(category: string | null): void;
  onNavigate(to: string): void;
  /** Asks for the promotions again after a failed load. */
  onRetry(): void;
}

export function PromotionsView({ status, promotions, activeCategory, highlightedId, onCategory, onNavigate, onRetry }: PromotionsViewProps) {
  const { t } = useTranslation();
  const categories = categoriesOf(promotions);
  // A reload (language change) may drop the chosen category: fall back to all rather than an empty grid.
  const active = categories.some((entry) => entry.category === activeCategory) ? activeCategory : null;
  const shown = active === null ? promotions : promotions.filter((promotion) => promotion.category === active);
  return (
    <SectionPage icon="gift" title={t('promotions.list.title')} intro={t('promotions.list.intro')} testId="promotions">
      {status === 'loading' ? (
        <div className="promotions-grid" role="status" aria-label={t('promotions.list.loading')} aria-busy="true" data-testid="promotions-loading">
          {Array.from({ length: skeletonCards }, (_, index) => (
            <div key={index} className="promotion-skeleton" aria-hidden="true">
              <div className="promotion-skeleton__media" />
              <div className="promotion-skeleton__line promotion-skeleton__line--short" />
              <div className="promotion-skeleton__line" />
              <div className="promotion-skeleton__line" />
            </div>
          ))}
        </div>
      ) : status === 'failed' ? (
        <PromotionsLoadFailed onRetry={onRetry} testId="promotions-retry" />
      ) : promotions.length === 0 ? (
        <EmptyState
          icon="gift"
          title={t('promotions.list.emptyTitle')}
          text={t('promotions.list.emptyText')}
          action={
            <Button variant="secondary" onClick={() => onNavigate('/')}>
              {t('promotions.nav.home')}
            </Button>
          }
        />
      ) : (
        <>
          <PromotionTabs categories={categories} total={promotions.length} active={active} onSelect={onCategory} />
          <div className="promotions-grid" role="tabpanel" data-testid="promotions-list">
            {shown.map((promotion) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                categoryLabel={categoryLabel(t, promotion.category)}
                highlighted={promotion.id === highlightedId}
                onNavigate={onNavigate}
              />
            ))}
          </div>
        </>
      )}
    </SectionPage>
  );
}
