/**
 * The image captcha: an input and the picture beside it. A click on the
 * picture asks for another one; the machine decides whether that is allowed
 * yet (one reload per second), so the button is disabled meanwhile.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';
import { TextField } from './text-field';
import './captcha-field.css';

export interface CaptchaImageView {
  /** `data:` URL, or null while loading or after a failure. */
  imageSrc: string | null;
  loading: boolean;
  canRefresh: boolean;
}

export interface CaptchaFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'required' | 'prefix'> {
  id: string;
  captcha: CaptchaImageView;
  onRefresh(): void;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function CaptchaField({ id, captcha, onRefresh, error, ref, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const image = (
    <button
      type="button"
      className="captcha-image"
      onClick={onRefresh}
      disabled={!captcha.canRefresh}
      aria-label={t('form.captcha.refresh')}
      title={t('form.captcha.refresh')}
      data-testid={`${id}-image`}
    >
      {captcha.imageSrc ? <img src={captcha.imageSrc} alt={t('form.captcha.image')} width={110} height={44} /> : null}
      {captcha.loading ? <Spinner size={20} label={t('form.captcha.loading')} /> : null}
      {!captcha.imageSrc && !captcha.loading ? <span className="captcha-image__retry">{t('form.captcha.retry')}</span> : null}
    </button>
  );
  return (
    <TextField
      id={id}
      ref={ref}
      label={t('form.captcha.label')}
      required
      icon="shield"
      autoComplete="off"
      maxLength={8}
      error={error}
      addon={image}
      {...input}
    />
  );
}
