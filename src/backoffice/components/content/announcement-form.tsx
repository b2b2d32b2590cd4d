/** The announcement editor: type (and a popup's moment), title and content in EN and in TY, order. A valid submit sends one body. */
import { useTranslation } from 'react-i18next';
import type { AnnouncementBody, AnnouncementChoices } from '../../services/content.api';
import { ChoiceField } from './choice-field';
import { ContentFormFrame } from './content-form-frame';
import type { KindFormProps } from './content-kind';
import { LanguageFields } from './language-fields';
import { WholeField } from './whole-field';

export function AnnouncementForm({ choices, initial, fieldErrors: errors, busy, onSubmit, onCancel }: KindFormProps<AnnouncementBody, AnnouncementChoices>) {
  const { t } = useTranslation();
  const label = (key: string) => t(`backoffice.content.announcement.${key}`);
  const submit: Parameters<typeof ContentFormFrame>[0]['onSubmit'] = (form) =>
    onSubmit({
      type: form.text('type') as AnnouncementBody['type'],
      execution: form.text('execution') as AnnouncementBody['execution'],
      title: { EN: form.text('titleEN'), TY: form.text('titleTY') },
      content: { EN: form.text('contentEN'), TY: form.text('contentTY') },
      sort: form.number('sort'),
    });
  return (
    <ContentFormFrame label={label('editor')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <ChoiceField name="type" label={label('type')} choices={choices.types} nameOf={(type) => label(`types.${type}`)} initial={initial.type} errors={errors} />
      <ChoiceField name="execution" label={label('execution')} choices={choices.executions} nameOf={(moment) => label(`executions.${moment}`)} initial={initial.execution} errors={errors} />
      <WholeField name="sort" label={label('sort')} max={999} initial={initial.sort} errors={errors} />
      <LanguageFields name="title" label={(language) => label(`title${language}`)} values={initial.title} errors={errors} maxLength={200} />
      <LanguageFields name="content" label={(language) => label(`content${language}`)} values={initial.content} errors={errors} maxLength={20_000} long />
    </ContentFormFrame>
  );
}
