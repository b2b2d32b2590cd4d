/**
 * A text input inside the field wrapper: leading icon, placeholder with the
 * required star, optional prefix (dialling code) and a reveal toggle for
 * passwords. Spread react-hook-form's `register(name)` into it.
 */
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../ui/icons';
import { errorIdOf, FormField, placeholderOf } from './form-field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'required' | 'prefix'> {
  id: string;
  /** Translated label, also the placeholder. */
  label: string;
  required?: boolean;
  /** Translated error. */
  error?: string | null;
  icon?: IconName;
  /** Shown before the input, e.g. a dialling-code select. */
  prefix?: ReactNode;
  /** Shown on the right of the input, outside its frame. */
  addon?: ReactNode;
  /** Password inputs get an eye that shows the text. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, required = false, error, icon, prefix, addon, revealable = false, type = 'text', ref, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable && revealed ? 'text' : type;
  return (
    <FormField htmlFor={id} label={label} error={error} addon={addon}>
      <div className="form-input">
        {icon ? (
          <span className="form-input__icon">
            <Icon name={icon} size={18} />
          </span>
        ) : null}
        {prefix}
        <input
          id={id}
          ref={ref}
          type={inputType}
          placeholder={placeholderOf(label, required)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorIdOf(id)}
          aria-required={required || undefined}
          data-testid={id}
          {...input}
        />
        {revealable ? (
          <button
            type="button"
            className="form-input__reveal"
            aria-label={t(revealed ? 'form.password.hide' : 'form.password.show')}
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} size={18} />
          </button>
        ) : null}
      </div>
    </FormField>
  );
}
