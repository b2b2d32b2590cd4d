/** The banner editor: group (by the portal path that shows it), the picture in EN and in TY, link and order. A valid submit sends one body. */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import type { BannerBody, ContentList } from '../../services/content.api';

export interface BannerFormProps {
  choices: ContentList<BannerBody>['choices'];
  initial: BannerBody;
  /** Field errors by the gateway's dotted path (`body.imageUrl.TY`), as error texts. */
  fieldErrors: Record<string, string>;
  busy: boolean;
  onSubmit(body: BannerBody): void;
  onCancel(): void;
}

export function BannerForm({ choices, initial, fieldErrors, busy, onSubmit, onCancel }: BannerFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onSubmit({
      groupName: text('groupName'),
      imageUrl: { EN: text('imageEN'), TY: text('imageTY') },
      linkageType: text('linkageType') as BannerBody['linkageType'],
      linkage: text('linkage'),
      sort: Number(text('sort') || '0'),
    });
  };
  const field = (name: string, label: string, path: string, input: React.ReactNode) => (
    <label className="bo-field" key={name}>
      <span>{label}</span>
      {input}
      {fieldErrors[path] && (
        <span className="bo-error" id={`${name}-error`}>
          {fieldErrors[path]}
        </span>
      )}
    </label>
  );
  const described = (name: string, path: string) => ({ 'aria-invalid': fieldErrors[path] ? true : undefined, 'aria-describedby': fieldErrors[path] ? `${name}-error` : undefined });

  return (
    <form className="bo-content-form" onSubmit={submit} aria-label={t('backoffice.content.banner.editor')} noValidate>
      {field(
        'groupName',
        t('backoffice.content.banner.group'),
        'body.groupName',
        <select name="groupName" defaultValue={initial.groupName} {...described('groupName', 'body.groupName')}>
          {choices.groups.map(({ group, path }) => (
            <option key={group} value={group}>
              {t('backoffice.content.banner.groupOption', { group, path })}
            </option>
          ))}
        </select>,
      )}
      {(['EN', 'TY'] as const).map((language) =>
        field(
          `image${language}`,
          t(`backoffice.content.banner.image${language}`),
          `body.imageUrl.${language}`,
          <input name={`image${language}`} defaultValue={initial.imageUrl[language]} maxLength={500} placeholder="/assets/banners/…" {...described(`image${language}`, `body.imageUrl.${language}`)} />,
        ),
      )}
      {field(
        'linkageType',
        t('backoffice.content.banner.linkageType'),
        'body.linkageType',
        <select name="linkageType" defaultValue={initial.linkageType}>
          {choices.linkageTypes.map((type) => (
            <option key={type} value={type}>
              {t(`backoffice.content.banner.linkage.${type || 'none'}`)}
            </option>
          ))}
        </select>,
      )}
      {field('linkage', t('backoffice.content.banner.linkage.target'), 'body.linkage', <input name="linkage" defaultValue={initial.linkage} maxLength={500} {...described('linkage', 'body.linkage')} />)}
      {field('sort', t('backoffice.content.banner.sort'), 'body.sort', <input name="sort" type="number" min={0} max={999} defaultValue={initial.sort} {...described('sort', 'body.sort')} />)}
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
