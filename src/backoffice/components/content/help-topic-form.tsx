/** The help topic editor: category and order, the question and its HTML answer in EN and in TY. A valid submit sends one body. */
import { useTranslation } from 'react-i18next';
import type { HelpTopicBody } from '../../services/content.api';
import { ChoiceField } from './choice-field';
import { ContentFormFrame } from './content-form-frame';
import type { KindFormProps } from './content-kind';
import { LanguageFields } from './language-fields';
import { WholeField } from './whole-field';

export function HelpTopicForm({ choices, initial, fieldErrors: errors, busy, onSubmit, onCancel }: KindFormProps<HelpTopicBody, { categories: string[] }>) {
  const { t } = useTranslation();
  const label = (key: string) => t(`backoffice.content.helpTopic.${key}`);
  const submit: Parameters<typeof ContentFormFrame>[0]['onSubmit'] = (form) =>
    onSubmit({
      category: form.text('category'),
      sort: form.number('sort'),
      title: { EN: form.text('titleEN'), TY: form.text('titleTY') },
      content: { EN: form.text('contentEN'), TY: form.text('contentTY') },
    });
  return (
    <ContentFormFrame label={label('editor')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <ChoiceField name="category" label={label('category')} choices={choices.categories} nameOf={(category) => label(`categories.${category}`)} initial={initial.category} errors={errors} />
      <WholeField name="sort" label={label('sort')} max={999} initial={initial.sort} errors={errors} />
      <LanguageFields name="title" label={(language) => label(`title${language}`)} values={initial.title} errors={errors} maxLength={200} />
      <LanguageFields name="content" label={(language) => label(`content${language}`)} values={initial.content} errors={errors} maxLength={20_000} long />
    </ContentFormFrame>
  );
}
