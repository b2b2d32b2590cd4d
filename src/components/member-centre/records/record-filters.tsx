/**
 * The filters above a record table: game categories as a row of chips
 * (betting records), ledger kinds as a select (transaction history). The
 * first option is always "all" (value '').
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import './records.css';

export interface FilterOption {
  value: string;
  label: string;
}

export function CategoryChips({ options, value, onChange }: { options: FilterOption[]; value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="mc-filter-chips" role="group" aria-label={t('memberCentre.records.filter.category')} data-testid="category-filter">
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="button"
          className={option.value === value ? 'mc-segment is-active' : 'mc-segment'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          data-testid={`category-${option.value || 'all'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function KindSelect({ options, value, onChange }: { options: FilterOption[]; value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <label className="mc-kind">
      <span className="mc-kind__label">{t('memberCentre.records.filter.kind')}</span>
      <span className="mc-kind__control">
        <select value={value} onChange={(event) => onChange(event.target.value)} data-testid="kind-filter">
          {options.map((option) => (
            <option key={option.value || 'all'} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={14} />
      </span>
    </label>
  );
}
