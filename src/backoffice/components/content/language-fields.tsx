/** A text kept in EN and TY as two fields, one per language, each with its error below it: `title` → titleEN, titleTY at body.title.EN, body.title.TY. */
import { ContentField } from './content-field';

export interface LanguageFieldsProps {
  /** The form names' stem and the body's field (`title`, or `name` for `names`). */
  name: string;
  field?: string;
  label(language: 'EN' | 'TY'): string;
  values: { EN: string; TY: string };
  errors: Record<string, string>;
  /** A long text: a text area across the form. */
  long?: boolean;
  maxLength: number;
  placeholder?: string;
}

export function LanguageFields({ name, field = name, label, values, errors, long = false, maxLength, placeholder }: LanguageFieldsProps) {
  return (['EN', 'TY'] as const).map((language) => (
    <ContentField key={language} name={`${name}${language}`} label={label(language)} path={`body.${field}.${language}`} errors={errors} wide={long}>
      {(props) => (long ? <textarea {...props} rows={5} maxLength={maxLength} defaultValue={values[language]} /> : <input {...props} maxLength={maxLength} defaultValue={values[language]} placeholder={placeholder} />)}
    </ContentField>
  ));
}
