/**
 * A labelled field of a member-centre form: visible label with an optional
 * hint on its right (limits, counters), the control, and the translated
 * error right below (always rendered, so the layout does not jump). The
 * control uses the access forms' input frame (`form-input`).
 */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { errorIdOf } from '../../form/form-field';
import { Icon } from '../../ui/icons';
import '../../form/form-field.css';
import './kit.css';

export interface CentreFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Translated message, or null when the field is valid. */
  error?: string | null;
  children: ReactNode;
}

export function CentreField({ id, label, hint, error, children }: CentreFieldProps) {
  return (
    <div className={error ? 'mc-field has-error' : 'mc-field'}>
      <div className="mc-field__label">
        <label htmlFor={id}>{label}</label>
        {hint ? <span className="mc-field__hint">{hint}</span> : null}
      </div>
      {children}
      <p className="form-field__error" id={errorIdOf(id)} role={error ? 'alert' : undefined} data-testid={`${id}-error`}>
        {error ?? ''}
      </p>
    </div>
  );
}

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function InputField({ id, label, hint, error, ref, ...input }: InputFieldProps) {
  return (
    <CentreField id={id} label={label} hint={hint} error={error}>
      <div className="form-input">
        <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={errorIdOf(id)} data-testid={id} {...input} />
      </div>
    </CentreField>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

export function SelectField({ id, label, hint, error, ref, children, ...select }: SelectFieldProps) {
  return (
    <CentreField id={id} label={label} hint={hint} error={error}>
      <div className="form-input mc-select">
        <select id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={errorIdOf(id)} data-testid={id} {...select}>
          {children}
        </select>
        <span className="mc-select__chevron" aria-hidden="true">
          <Icon name="chevronDown" size={16} />
        </span>
      </div>
    </CentreField>
  );
}
