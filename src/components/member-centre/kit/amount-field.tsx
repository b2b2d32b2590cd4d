/**
 * The amount input of every money form: currency symbol, decimal keyboard,
 * the limits as a hint, an optional "all" button that fills in everything
 * available, and quick-amount chips below when the page offers them.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { errorIdOf } from '../../form/form-field';
import { CentreField } from './field';
import { formatMoney } from './money';
import './kit.css';

export interface AmountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
  /** Decimal strings shown as the hint. */
  limits?: { min: string; max: string } | null;
  symbol?: string;
  /** Fills in the whole available amount. */
  onAll?: () => void;
  ref?: Ref<HTMLInputElement>;
}

export function AmountField({ id, label, error, limits, symbol, onAll, ref, ...input }: AmountFieldProps) {
  const { t } = useTranslation();
  const hint = limits ? t('memberCentre.kit.limits', { min: formatMoney(limits.min), max: formatMoney(limits.max) }) : null;
  return (
    <CentreField id={id} label={label} hint={hint} error={error}>
      <div className="form-input mc-amount">
        {symbol ? <span className="mc-amount__symbol">{symbol}</span> : null}
        <input
          id={id}
          ref={ref}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorIdOf(id)}
          data-testid={id}
          {...input}
        />
        {onAll ? (
          <button type="button" className="mc-amount__all" onClick={onAll} data-testid={`${id}-all`}>
            {t('memberCentre.kit.all')}
          </button>
        ) : null}
      </div>
    </CentreField>
  );
}

/** Preset amounts under the field; the chosen one is highlighted. */
export function QuickAmounts({ amounts, selected, onPick, disabled }: { amounts: string[]; selected?: string; onPick(amount: string): void; disabled?: boolean }) {
  return (
    <div className="mc-chips" data-testid="quick-amounts">
      {amounts.map((amount) => (
        <button
          type="button"
          key={amount}
          className={selected === amount ? 'mc-chip is-selected' : 'mc-chip'}
          aria-pressed={selected === amount}
          disabled={disabled}
          onClick={() => onPick(amount)}
          data-testid={`quick-amount-${amount}`}
        >
          {formatMoney(amount).replace(/\.00$/, '')}
        </button>
      ))}
    </div>
  );
}
