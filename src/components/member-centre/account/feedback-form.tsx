/**
 * The feedback form: question type, the text with a live word count inside
 * the brand's bounds, and an optional contact. Refusals show under their
 * fields; a sent feedback shows a thank-you notice with "send another".
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { encodeFieldMessage } from '../../../forms/field-message';
import type { DetailsView } from '../../../machines/centre-details/centre-details.selectors';
import type { SubmitView } from '../../../machines/centre-submit/centre-submit.selectors';
import { errorCodes } from '../../../services/error-codes';
import { wordCountOf, type FeedbackInput, type FeedbackSettings } from '../../../services/schemas/support';
import { useSchemaResolver } from '../../form/schema-resolver';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { CentreField, InputField, SelectField } from '../kit/field';
import { Notice } from '../kit/notice';
import { Panel } from '../kit/panel';
import { SkeletonRows } from '../kit/skeleton';
import { FailedState } from '../kit/states';

export interface FeedbackFormProps {
  settings: DetailsView<FeedbackSettings>;
  submit: SubmitView;
  onSend(values: FeedbackInput): void;
  onAnother(): void;
  onRetry(): void;
}

const fieldNames = ['questionType', 'content', 'contact'] as const;

export function FeedbackForm({ settings, submit, onSend, onAnother, onRetry }: FeedbackFormProps) {
  const { t } = useTranslation();
  return (
    <Panel title={t('memberCentre.feedback.title')} subtitle={t('memberCentre.feedback.subtitle')} icon="megaphone" testId="feedback-panel">
      {settings.status === 'loading' ? <SkeletonRows rows={3} label={t('shell.status.loading')} /> : null}
      {settings.status === 'failed' ? <FailedState errorCode={settings.errorCode} onRetry={onRetry} testId="feedback-failed" /> : null}
      {settings.data && submit.succeeded ? (
        <Notice tone="success" title={t('memberCentre.feedback.sentTitle')} testId="feedback-sent" action={<Button variant="secondary" onClick={onAnother}>{t('memberCentre.feedback.another')}</Button>}>
          {t('memberCentre.feedback.sentText')}
        </Notice>
      ) : null}
      {settings.data && !submit.succeeded ? <FeedbackFields settings={settings.data} submit={submit} onSend={onSend} /> : null}
    </Panel>
  );
}

function FeedbackFields({ settings, submit, onSend }: { settings: FeedbackSettings; submit: SubmitView; onSend(values: FeedbackInput): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const bounds = { min: settings.minWords, max: settings.maxWords };
  const schema = useMemo(
    () =>
      v.object({
        questionType: v.picklist(settings.questionTypes, 'field.required'),
        content: v.pipe(
          v.string(),
          v.trim(),
          v.minLength(1, 'field.required'),
          v.check((text) => wordCountOf(text) >= settings.minWords && wordCountOf(text) <= settings.maxWords, encodeFieldMessage(errorCodes.feedbackWordCount, { min: settings.minWords, max: settings.maxWords })),
        ),
        contact: v.pipe(v.string(), v.trim(), v.maxLength(100, 'field.invalid')),
      }),
    [settings],
  );
  const resolver = useSchemaResolver<FeedbackInput>(schema);
  const { register, handleSubmit, formState, setError, watch } = useForm<FeedbackInput>({ resolver, defaultValues: { questionType: '' as never, content: '', contact: '' } });
  useServerErrors(setError, submit.fieldErrors, fieldNames);
  const words = wordCountOf(watch('content') ?? '');
  // The gateway's word-count refusal names no numbers: the bounds are the ones this form was built from.
  const textOf = (message: string | undefined) => errorText(message === errorCodes.feedbackWordCount ? encodeFieldMessage(message, bounds) : message);

  return (
    <form className="mc-form" noValidate onSubmit={handleSubmit(onSend)} data-testid="feedback-form">
      <SelectField id="feedback-type" label={t('memberCentre.feedback.type')} error={textOf(formState.errors.questionType?.message)} {...register('questionType')}>
        <option value="">{t('memberCentre.feedback.choose')}</option>
        {settings.questionTypes.map((type) => (
          <option key={type} value={type}>
            {t(`memberCentre.feedback.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <CentreField id="feedback-content" label={t('memberCentre.feedback.content')} hint={t('memberCentre.feedback.words', { count: words, ...bounds })} error={textOf(formState.errors.content?.message)}>
        <div className="form-input mc-textarea">
          <textarea id="feedback-content" rows={6} placeholder={t('memberCentre.feedback.placeholder')} data-testid="feedback-content" {...register('content')} />
        </div>
      </CentreField>
      <InputField id="feedback-contact" label={t('memberCentre.feedback.contact')} hint={t('memberCentre.feedback.optional')} error={textOf(formState.errors.contact?.message)} data-testid="feedback-contact" {...register('contact')} />
      {submit.errorCode ? (
        <Notice tone="danger" testId="feedback-error">
          {errorText(submit.errorCode)}
        </Notice>
      ) : null}
      <div className="mc-form__actions">
        <Button type="submit" disabled={submit.busy} data-testid="feedback-send">
          {submit.busy ? <Spinner size={16} label={t('memberCentre.feedback.sending')} /> : null}
          {t('memberCentre.feedback.send')}
        </Button>
      </div>
    </form>
  );
}
