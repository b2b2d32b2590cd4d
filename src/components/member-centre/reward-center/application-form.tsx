/**
 * Joining an activity an operator reviews (spec §3, §5): a comment of at
 * most 140 characters and up to 3 png or jpg images of at most 5 MB. The
 * view only reports what the member does; the application machine checks
 * each pick, keeps the files and brings the gateway's field codes back,
 * which show below the same fields. It opens in the centre's pane rather
 * than a dialog, so Escape keeps closing the centre.
 */
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { applicationLimits } from '../../../services/schemas/rewards';
import { useSchemaResolver } from '../../form/schema-resolver';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { CentreField } from '../kit/field';
import { Notice } from '../kit/notice';
import { Panel } from '../kit/panel';

const schema = v.object({ comment: v.pipe(v.string(), v.maxLength(applicationLimits.commentMax, 'application.comment.too.long')) });

export interface ApplicationFormProps {
  title: string;
  /** The comment of the last submission, the form's starting text. */
  comment: string;
  images: readonly Blob[];
  checking: boolean;
  busy: boolean;
  fieldErrors: Record<string, string> | null;
  /** A refusal without field codes, or a lost answer. */
  errorCode: string | null;
  onPick(files: File[]): void;
  onRemove(index: number): void;
  onSubmit(comment: string): void;
  /** Offered after a lost answer: the same application with the same request id. */
  onRetry?: () => void;
  onClose(): void;
}

/** The images' code: the pick's refusal, or the gateway's for one image or for the list. */
const imageErrorOf = (fields: Record<string, string> | null) => Object.entries(fields ?? {}).find(([field]) => field.startsWith('images'))?.[1] ?? null;

export function ApplicationForm({ title, comment: startComment, images, checking, busy, fieldErrors, errorCode, onPick, onRemove, onSubmit, onRetry, onClose }: ApplicationFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<{ comment: string }>(schema);
  const { register, handleSubmit, watch, formState, setError } = useForm<{ comment: string }>({ resolver, defaultValues: { comment: startComment }, mode: 'onChange' });
  useServerErrors(setError, fieldErrors, ['comment']);
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const comment = watch('comment') ?? '';

  return (
    <Panel title={t('memberCentre.rewardCenter.apply.title')} subtitle={title} icon="gift" testId="application-panel" className="rc-apply-panel">
      <form className="mc-form rc-apply" onSubmit={handleSubmit(({ comment: text }) => onSubmit(text))} noValidate data-testid="application-form">
        {errorCode ? (
          <Notice
            tone={onRetry ? 'warning' : 'danger'}
            title={onRetry ? t('memberCentre.rewardCenter.outcome.unknown') : t('memberCentre.rewardCenter.outcome.refused')}
            testId="application-error"
            action={
              onRetry ? (
                <Button size="sm" variant="secondary" onClick={onRetry} data-testid="application-retry">
                  {t('memberCentre.rewardCenter.retry')}
                </Button>
              ) : undefined
            }
          >
            {errorText(errorCode)}
          </Notice>
        ) : null}
        <CentreField
          id="application-comment"
          label={t('memberCentre.rewardCenter.apply.comment')}
          hint={t('memberCentre.rewardCenter.apply.counter', { count: comment.length, max: applicationLimits.commentMax })}
          error={errorText(formState.errors.comment?.message)}
        >
          <div className="form-input mc-textarea">
            <textarea id="application-comment" rows={4} placeholder={t('memberCentre.rewardCenter.apply.placeholder')} data-testid="application-comment" {...register('comment')} />
          </div>
        </CentreField>
        <CentreField
          id="application-images"
          label={t('memberCentre.rewardCenter.apply.images')}
          hint={t('memberCentre.rewardCenter.apply.imagesHint', { max: applicationLimits.imagesMax })}
          error={errorText(imageErrorOf(fieldErrors))}
        >
          <div className="rc-apply__images" aria-busy={checking || undefined}>
            {previews.map((url, index) => (
              <figure className="rc-apply__thumb" key={url} data-testid="application-thumb">
                <img src={url} alt={t('memberCentre.rewardCenter.apply.imageAlt', { number: index + 1 })} />
                <button type="button" className="rc-apply__remove" aria-label={t('memberCentre.rewardCenter.apply.remove', { number: index + 1 })} disabled={busy} onClick={() => onRemove(index)}>
                  <Icon name="close" size={12} />
                </button>
              </figure>
            ))}
            <label className="rc-apply__add">
              <Icon name="download" size={18} />
              <span>{t('memberCentre.rewardCenter.apply.add')}</span>
              <input
                id="application-images"
                type="file"
                accept="image/png,image/jpeg"
                multiple
                disabled={busy || checking}
                onChange={(event) => {
                  onPick(Array.from(event.target.files ?? []));
                  event.target.value = '';
                }}
                data-testid="application-images"
              />
            </label>
          </div>
        </CentreField>
        <div className="mc-form__actions">
          <Button type="submit" disabled={busy || checking || Boolean(onRetry)} aria-busy={busy || undefined} data-testid="application-submit">
            {t('memberCentre.rewardCenter.apply.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={busy} data-testid="application-cancel">
            {t('memberCentre.rewardCenter.apply.cancel')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
