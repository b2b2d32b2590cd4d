/** The banner editor: group (by the portal path that shows it), the picture in EN and in TY, link and order. A valid submit sends one body. */
import { useTranslation } from 'react-i18next';
import type { BannerBody, BannerChoices } from '../../services/content.api';
import { ChoiceField } from './choice-field';
import { ContentField } from './content-field';
import { ContentFormFrame } from './content-form-frame';
import type { KindFormProps } from './content-kind';
import { LanguageFields } from './language-fields';
import { WholeField } from './whole-field';

export function BannerForm({ choices, initial, fieldErrors: errors, busy, onSubmit, onCancel }: KindFormProps<BannerBody, BannerChoices>) {
  const { t } = useTranslation();
  const label = (key: string) => t(`backoffice.content.banner.${key}`);
  const submit: Parameters<typeof ContentFormFrame>[0]['onSubmit'] = (form) =>
    onSubmit({
      groupName: form.text('groupName'),
      imageUrl: { EN: form.text('imageEN'), TY: form.text('imageTY') },
      linkageType: form.text('linkageType') as BannerBody['linkageType'],
      linkage: form.text('linkage'),
      sort: form.number('sort'),
    });
  return (
    <ContentFormFrame label={label('editor')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <ChoiceField
        name="groupName"
        label={label('group')}
        choices={choices.groups.map(({ group }) => group)}
        nameOf={(group) => t('backoffice.content.banner.groupOption', { group, path: choices.groups.find((choice) => choice.group === group)?.path })}
        initial={initial.groupName}
        errors={errors}
      />
      <LanguageFields name="image" field="imageUrl" label={(language) => label(`image${language}`)} values={initial.imageUrl} errors={errors} maxLength={500} placeholder="/assets/banners/…" />
      <ChoiceField name="linkageType" label={label('linkageType')} choices={choices.linkageTypes} nameOf={(type) => label(`linkage.${type || 'none'}`)} initial={initial.linkageType} errors={errors} />
      <ContentField name="linkage" label={label('linkage.target')} path="body.linkage" errors={errors}>
        {(props) => <input {...props} defaultValue={initial.linkage} maxLength={500} />}
      </ContentField>
      <WholeField name="sort" label={label('sort')} max={999} initial={initial.sort} errors={errors} />
    </ContentFormFrame>
  );
}
