/**
 * The promotion editor: category, order and window; title, cover picture and
 * terms (HTML) in EN and in TY; the claim rule. A valid submit sends one body;
 * the gateway's refusals show below their fields.
 */
import { useTranslation } from 'react-i18next';
import type { PromotionBody, PromotionChoices } from '../../services/promotion-content';
import { ContentField } from './content-field';
import { ContentFormFrame } from './content-form-frame';
import type { KindFormProps } from './content-kind';
import { PromotionRuleFields, ruleFrom } from './promotion-rule-fields';
import { fromLocalInput, toLocalInput } from './promotion-window';

const languages = ['EN', 'TY'] as const;

export function PromotionForm({ choices, initial, fieldErrors: errors, busy, onSubmit, onCancel }: KindFormProps<PromotionBody, PromotionChoices>) {
  const { t } = useTranslation();
  const label = (key: string) => t(`backoffice.content.promotion.${key}`);
  const localised = (key: 'title' | 'image' | 'content', read: (name: string) => string) => ({ EN: read(`${key}EN`), TY: read(`${key}TY`) });
  return (
    <ContentFormFrame
      label={label('editor')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={(form) =>
        onSubmit({
          title: localised('title', form.text),
          image: localised('image', form.text),
          content: localised('content', form.text),
          category: form.text('category'),
          startsAt: fromLocalInput(form.text('startsAt')),
          endsAt: fromLocalInput(form.text('endsAt')),
          sort: form.number('sort'),
          rule: ruleFrom(form, initial.rule),
        })
      }
    >
      <ContentField name="category" label={label('category')} path="body.category" errors={errors}>
        {(props) => (
          <select {...props} defaultValue={initial.category}>
            {choices.categories.map((category) => (
              <option key={category} value={category}>
                {label(`categories.${category}`)}
              </option>
            ))}
          </select>
        )}
      </ContentField>
      <ContentField name="sort" label={label('sort')} path="body.sort" errors={errors}>
        {(props) => <input {...props} type="number" min={0} max={999} defaultValue={initial.sort} />}
      </ContentField>
      {(['startsAt', 'endsAt'] as const).map((name) => (
        <ContentField key={name} name={name} label={label(name)} path={`body.${name}`} errors={errors}>
          {(props) => <input {...props} type="datetime-local" defaultValue={toLocalInput(initial[name])} />}
        </ContentField>
      ))}
      <p className="bo-muted bo-field--span">{label('windowHint')}</p>
      {languages.map((language) => (
        <ContentField key={`title${language}`} name={`title${language}`} label={label(`title${language}`)} path={`body.title.${language}`} errors={errors}>
          {(props) => <input {...props} maxLength={200} defaultValue={initial.title[language]} />}
        </ContentField>
      ))}
      {languages.map((language) => (
        <ContentField key={`image${language}`} name={`image${language}`} label={label(`image${language}`)} path={`body.image.${language}`} errors={errors}>
          {(props) => <input {...props} maxLength={500} placeholder="/assets/promotions/…" defaultValue={initial.image[language]} />}
        </ContentField>
      ))}
      {languages.map((language) => (
        <ContentField key={`content${language}`} name={`content${language}`} label={label(`content${language}`)} path={`body.content.${language}`} errors={errors} wide>
          {(props) => <textarea {...props} rows={5} maxLength={20_000} defaultValue={initial.content[language]} />}
        </ContentField>
      ))}
      <PromotionRuleFields choices={choices} initial={initial.rule} errors={errors} />
    </ContentFormFrame>
  );
}
