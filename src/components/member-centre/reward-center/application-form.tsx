/**
 * Joining an activity an operator reviews (spec §3, §5): a comment of at
 * most 140 characters and up to 3 png or jpg images of at most 5 MB. The
 * rules are checked here as the member types and picks; the gateway checks
 * them again and its field codes show below the same fields. It opens in the
 * centre's pane rather than a dialog, so Escape keeps closing the centre.
 */
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { applicationLimits, type AvailablePromotion } from '../../../services/schemas/rewards';
import { useSchemaResolver } from '../../form/schema-resolver';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { CentreField } from '../kit/field';
import { Panel } from '../kit/panel';
import { addImages } from './image-checks';

export interface ApplicationValues {
  comment: string;
  images: File[];
}

const schema = v.object({ comment: v.pipe(v.string(), v.maxLength(applicationLimits.commentMax, 'application.comment.too.long')) });

export interface ApplicationFormProps {
  promotion: AvailablePromotion;
  busy: boolean;
  fieldErrors: Record<string, string> | null;
  onSubmit(values: ApplicationValues): void;
  onClose(): void;
}

export function ApplicationForm({ promotion, busy, fieldErrors, onSubmit, onClose }: ApplicationFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<{ comment: string }>(schema);
  const { register, handleSubmit, watch, formState, setError } = useForm<{ comment: string }>({ resolver, defaultValues: { comment: '' }, mode: 'onChange' });
  useServerErrors(setError, fieldErrors, ['comment']);
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const serverImageError = fieldErrors ? (Object.entries(fieldErrors).find(([field]) => field.startsWith('images'))?.[1] ?? null) : null;
  const comment = watch('comment') ?? '';

  const pick = (list: FileList | null) => {
    const { files, refusal } = addImages(images, Array.from(list ?? []));
    setImages(files);
    setImageError(refusal);
  };

  return (
    <Panel title={t('memberCentre.rewardCenter.apply.title')} subtitle={promotion.title} icon="gift" testId="application-panel" className="rc-apply-panel">
      <form className="mc-form rc-apply" onSubmit={handleSubmit(({ comment: text }) => onSubmit({ comment: text, images }))} noValidate data-testid="application-form">
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
          error={errorText(imageError ?? serverImageError)}
        >
          <div className="rc-apply__images">
            {previews.map((url, index) => (
              <figure className="rc-apply__thumb" key={url}>
                <img src={url} alt={t('memberCentre.rewardCenter.apply.imageAlt', { number: index + 1 })} />
                <button
                  type="button"
                  className="rc-apply__remove"
                  aria-label={t('memberCentre.rewardCenter.apply.remove', { number: index + 1 })}
                  onClick={() => setImages(images.filter((_, position) => position !== index))}
                >
                  <Icon name="close" size={12} />
                </button>
              </figure>
            ))}
            {images.length < applicationLimits.imagesMax ? (
              <label className="rc-apply__add">
                <Icon name="download" size={18} />
                <span>{t('memberCentre.rewardCenter.apply.add')}</span>
                <input
                  id="application-images"
                  type="file"
                  accept="image/png,image/jpeg"
                  multiple
                  onChange={(event) => {
                    pick(event.target.files);
                    event.target.value = '';
                  }}
                  data-testid="application-images"
                />
              </label>
            ) : null}
          </div>
        </CentreField>
        <div className="mc-form__actions">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid="application-submit">
            {t('memberCentre.rewardCenter.apply.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose} data-testid="application-cancel">
            {t('memberCentre.rewardCenter.apply.cancel')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
