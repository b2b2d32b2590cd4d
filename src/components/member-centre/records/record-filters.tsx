/**
 * The filters above a record table: game categories as a row of chips
 * (betting records), ledger kinds as a select (transaction history). The
 * first option is always "all" (value ''). Other pages give their own
 * label and test id (the agent centre's scope and role chips, income kinds).
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import './records.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterProps {
  options: FilterOption[];
  value: string;
  onChange(value: string): void;
  /** The control's name; the game category or the kind when absent. */
  label?: string;
  /** `<testId>-filter` on the control, `<testId>-<value>` on each chip. */
  testId?: string;
}

export function CategoryChips({ options, value, onChange, label, testId = 'category' }: FilterProps) {
  const { t } = useTranslation();
  return (
    <div className="mc-filter-chips" role="group" aria-label={label ?? t('memberCentre.records.filter.category')} data-testid={`${testId}-filter`}>
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="button"
          className={option.value === value ? 'mc-segment is-active' : 'mc-segment'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          data-testid={`${testId}-${option.value || 'all'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function KindSelect({ options, value, onChange, label, testId = 'kind' }: FilterProps) {
  const { t } = useTranslation();
  return (
    <label className="mc-kind">
      <span className="mc-kind__label">{label ?? t('memberCentre.records.filter.kind')}</span>
      <span className="mc-kind__control">
        <select value={value} onChange={(event) => onChange(event.target.value)} data-testid={`${testId}-filter`}>
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
