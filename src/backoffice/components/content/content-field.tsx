/** One labelled field of a content form with its translated error below it, described to assistive technology. */
import type { ReactNode } from 'react';

/** What the field's control gets: its form name and, when refused, the link to the error text. */
export interface Described {
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface ContentFieldProps {
  name: string;
  label: string;
  /** The gateway's dotted path of the value (`body.title.TY`). */
  path: string;
  errors: Record<string, string>;
  /** Across the whole form (long texts). */
  wide?: boolean;
  children(described: Described): ReactNode;
}

export function ContentField({ name, label, path, errors, wide = false, children }: ContentFieldProps) {
  const error = errors[path];
  const errorId = `${name}-error`;
  return (
    <label className={wide ? 'bo-field bo-field--span' : 'bo-field'}>
      <span>{label}</span>
      {children({ name, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <span className="bo-error" id={errorId}>
          {error}
        </span>
      )}
    </label>
  );
}
