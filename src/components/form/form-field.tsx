/**
 * The field wrapper every access form uses: the control, an optional addon on
 * its right (SMS button, captcha image) and the translated error right below.
 * The error element is always rendered so the layout does not jump.
 */
import type { ReactNode } from 'react';
import './form-field.css';
import './auth-form.css';

export interface FormFieldProps {
  /** id of the control, so the error can describe it. */
  htmlFor: string;
  /** Accessible label; visible text lives in the placeholder. */
  label: string;
  /** Translated message, or null/undefined when the field is valid. */
  error?: string | null;
  addon?: ReactNode;
  children: ReactNode;
}

export const errorIdOf = (id: string) => `${id}-error`;

export function FormField({ htmlFor, label, error, addon, children }: FormFieldProps) {
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label className="visually-hidden" htmlFor={htmlFor}>
        {label}
      </label>
      <div className="form-field__row">
        <div className="form-field__control">{children}</div>
        {addon ? <div className="form-field__addon">{addon}</div> : null}
      </div>
      <p className="form-field__error" id={errorIdOf(htmlFor)} role={error ? 'alert' : undefined} data-testid={`${htmlFor}-error`}>
        {error ?? ''}
      </p>
    </div>
  );
}

/** Required fields show a star after the placeholder (spec §5). */
export const placeholderOf = (label: string, required: boolean) => (required ? `${label} *` : label);
