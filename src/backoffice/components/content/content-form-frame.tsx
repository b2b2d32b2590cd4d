/**
 * The frame of every content form: the fields, "save draft and preview" and
 * "cancel". The browser's own checks are off (the gateway's translated errors
 * show below each field); a submit hands the kind a reader of the values.
 */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';

export interface FormValues {
  text(name: string): string;
  /** A number field; an empty one reads as `empty`, a non-number as NaN (the gateway refuses it below its field). */
  number(name: string, empty?: number): number;
  checked(name: string): boolean;
}

export interface ContentFormFrameProps {
  label: string;
  busy: boolean;
  onSubmit(values: FormValues): void;
  onCancel(): void;
  children: ReactNode;
}

export function ContentFormFrame({ label, busy, onSubmit, onCancel, children }: ContentFormFrameProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onSubmit({ text, number: (name, empty = 0) => (text(name) === '' ? empty : Number(text(name))), checked: (name) => form.get(name) !== null });
  };
  return (
    <form className="bo-content-form" onSubmit={submit} aria-label={label} noValidate>
      {children}
      <div className="bo-content-form__actions">
        <Button type="submit" disabled={busy}>
          {t('backoffice.content.saveAndPreview')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('backoffice.content.cancel')}
        </Button>
      </div>
    </form>
  );
}
