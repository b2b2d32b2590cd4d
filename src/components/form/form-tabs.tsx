/** Tabs on top of a form (username / SMS, email / mobile); the caller decides which exist. */
import './form-tabs.css';

export interface FormTab<T extends string> {
  value: T;
  label: string;
}

export interface FormTabsProps<T extends string> {
  tabs: FormTab<T>[];
  active: T;
  onSelect(value: T): void;
  /** Accessible name of the tab list. */
  label: string;
  testId?: string;
}

export function FormTabs<T extends string>({ tabs, active, onSelect, label, testId }: FormTabsProps<T>) {
  return (
    <div className="form-tabs" role="tablist" aria-label={label} data-testid={testId}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === active}
          className={tab.value === active ? 'form-tabs__tab is-active' : 'form-tabs__tab'}
          onClick={() => tab.value !== active && onSelect(tab.value)}
          data-testid={`tab-${tab.value}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
