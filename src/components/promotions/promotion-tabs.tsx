/** Category filter of the promotion list: "All" first, then each category with its count. */
import { useTranslation } from 'react-i18next';
import { categoryLabel, type CategoryCount } from './promotion-category';
import './promotion-tabs.css';

export interface PromotionTabsProps {
  categories: CategoryCount[];
  total: number;
  /** null is "All". */
  active: string | null;
  onSelect(category: string | null): void;
}

export function PromotionTabs({ categories, total, active, onSelect }: PromotionTabsProps) {
  const { t } = useTranslation();
  const tabs = [{ category: null as string | null, label: t('promotions.tabs.all'), count: total }, ...categories.map((entry) => ({ ...entry, label: categoryLabel(t, entry.category) }))];
  return (
    <div className="promotion-tabs" role="tablist" aria-label={t('promotions.tabs.label')} data-testid="promotion-tabs">
      {tabs.map((tab) => {
        const selected = tab.category === active;
        return (
          <button
            key={tab.category ?? ''}
            type="button"
            role="tab"
            aria-selected={selected}
            className={selected ? 'promotion-tab is-active' : 'promotion-tab'}
            onClick={() => onSelect(tab.category)}
            data-testid="promotion-tab"
            data-category={tab.category ?? 'all'}
          >
            {tab.label}
            <span className="promotion-tab__count">{tab.count}</span>
          </button>
        );
      })}
    </div>
  );
}
