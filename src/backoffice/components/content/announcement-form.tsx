/** The announcement editor: type (and a popup's moment), title and content in EN and in TY, order. A valid submit sends one body. */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import type { AnnouncementBody, ContentList } from '../../services/content.api';

export interface AnnouncementFormProps {
  choices: ContentList<AnnouncementBody>['choices'];
  initial: AnnouncementBody;
  /** Field errors by the gateway's dotted path (`body.title.TY`), as error texts. */
  fieldErrors: Record<string, string>;
  busy: boolean;
  onSubmit(body: AnnouncementBody): void;
  onCancel(): void;
}

export function AnnouncementForm({ choices, initial, fieldErrors, busy, onSubmit, onCancel }: AnnouncementFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onSubmit({
      type: text('type') as AnnouncementBody['type'],
      execution: text('execution') as AnnouncementBody['execution'],
      title: { EN: text('titleEN'), TY: text('titleTY') },
      content: { EN: text('contentEN'), TY: text('contentTY') },
      sort: Number(text('sort') || '0'),
    });
  };
  const field = (name: string, path: string, input: (described: Record<string, unknown>) => ReactNode, wide = false) => (
    <label className={wide ? 'bo-field bo-field--span' : 'bo-field'} key={name}>
      <span>{t(`backoffice.content.announcement.${name}`)}</span>
      {input({ name, 'aria-invalid': fieldErrors[path] ? true : undefined, 'aria-describedby': fieldErrors[path] ? `${name}-error` : undefined })}
      {fieldErrors[path] && (
        <span className="bo-error" id={`${name}-error`}>
          {fieldErrors[path]}
        </span>
      )}
    </label>
  );

  return (
    <form className="bo-content-form" onSubmit={submit} aria-label={t('backoffice.content.announcement.editor')} noValidate>
      {field('type', 'body.type', (props) => (
        <select {...props} defaultValue={initial.type}>
          {choices.types.map((type) => (
            <option key={type} value={type}>
              {t(`backoffice.content.announcement.types.${type}`)}
            </option>
          ))}
        </select>
      ))}
      {field('execution', 'body.execution', (props) => (
        <select {...props} defaultValue={initial.execution}>
          {choices.executions.map((moment) => (
            <option key={moment} value={moment}>
              {t(`backoffice.content.announcement.executions.${moment}`)}
            </option>
          ))}
        </select>
      ))}
      {field('sort', 'body.sort', (props) => <input {...props} type="number" min={0} max={999} defaultValue={initial.sort} />)}
      {(['EN', 'TY'] as const).map((language) => field(`title${language}`, `body.title.${language}`, (props) => <input {...props} maxLength={200} defaultValue={initial.title[language]} />, true))}
      {(['EN', 'TY'] as const).map((language) =>
        field(`content${language}`, `body.content.${language}`, (props) => <textarea {...props} rows={5} maxLength={20_000} defaultValue={initial.content[language]} />, true),
      )}
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
