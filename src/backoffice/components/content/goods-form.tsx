/**
 * The points-mall goods editor: kind, picture, prices, stock, on or off, and
 * name, unit and description in EN and in TY. The stock the edit began from
 * travels with the draft, so publishing changes the stock by the difference
 * and redemptions made meanwhile stay counted.
 */
import { useTranslation } from 'react-i18next';
import type { GoodsBody } from '../../services/content.api';
import { ChoiceField } from './choice-field';
import { ContentField } from './content-field';
import { ContentFormFrame } from './content-form-frame';
import type { KindFormProps } from './content-kind';
import { LanguageFields } from './language-fields';
import { WholeField } from './whole-field';

export function GoodsForm({ choices, initial, fieldErrors: errors, busy, onSubmit, onCancel }: KindFormProps<GoodsBody, { types: GoodsBody['type'][] }>) {
  const { t } = useTranslation();
  const label = (key: string) => t(`backoffice.content.goods.${key}`);
  const submit: Parameters<typeof ContentFormFrame>[0]['onSubmit'] = (form) =>
    onSubmit({
      type: form.text('type') as GoodsBody['type'],
      names: { EN: form.text('nameEN'), TY: form.text('nameTY') },
      descriptions: { EN: form.text('descriptionEN'), TY: form.text('descriptionTY') },
      units: { EN: form.text('unitEN'), TY: form.text('unitTY') },
      imageUrl: form.text('imageUrl'),
      points: form.number('points', Number.NaN),
      amount: form.text('amount') || '0',
      stock: form.number('stock', Number.NaN),
      stockSeen: initial.stockSeen,
      needsAddress: form.checked('needsAddress'),
      enabled: form.checked('enabled'),
      sort: form.number('sort'),
    });
  return (
    <ContentFormFrame label={label('editor')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <ChoiceField name="type" label={label('type')} choices={choices.types} nameOf={(type) => label(`types.${type}`)} initial={initial.type} errors={errors} />
      <ContentField name="imageUrl" label={label('image')} path="body.imageUrl" errors={errors}>
        {(props) => <input {...props} maxLength={500} defaultValue={initial.imageUrl} placeholder="/assets/point-mall/…" />}
      </ContentField>
      <WholeField name="points" label={label('points')} max={10_000_000} initial={initial.points} errors={errors} />
      <ContentField name="amount" label={label('amount')} path="body.amount" errors={errors}>
        {(props) => <input {...props} inputMode="decimal" defaultValue={initial.amount} />}
      </ContentField>
      <WholeField name="stock" label={label('stock')} max={1_000_000} initial={initial.stock} errors={errors} />
      <WholeField name="sort" label={label('sort')} max={999} initial={initial.sort} errors={errors} />
      {initial.stockSeen !== null && <p className="bo-muted bo-field--span">{t('backoffice.content.goods.stockSeen', { count: initial.stockSeen })}</p>}
      {(['needsAddress', 'enabled'] as const).map((name) => (
        <label key={name} className="bo-check">
          <input type="checkbox" name={name} defaultChecked={initial[name]} /> {label(name)}
        </label>
      ))}
      <LanguageFields name="name" field="names" label={(language) => label(`name${language}`)} values={initial.names} errors={errors} maxLength={100} />
      <LanguageFields name="unit" field="units" label={(language) => label(`unit${language}`)} values={initial.units} errors={errors} maxLength={30} />
      <LanguageFields name="description" field="descriptions" label={(language) => label(`description${language}`)} values={initial.descriptions} errors={errors} maxLength={1000} long />
    </ContentFormFrame>
  );
}
