/**
 * Choosing a break: time-outs and self-exclusions as two groups of radio
 * choices, each group saying how it ends. Continuing takes nothing yet: the
 * confirmation with the password comes next.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { breakTerms, exclusionTerms, timeoutTerms, type BreakTerm } from '../../../../services/schemas/protection-breaks';
import { useSchemaResolver } from '../../../form/schema-resolver';
import { useErrorText } from '../../../form/use-error-text';
import { Button } from '../../../ui/button';

const termSchema = v.object({ term: v.picklist(breakTerms, 'protection.break.term.invalid') });
type TermValues = { term: BreakTerm };

export interface TermChoiceProps {
  /** A break holds already: a new one can only be longer to matter. */
  longer: boolean;
  busy: boolean;
  onChoose(term: BreakTerm): void;
}

const groups = [
  { kind: 'timeout', terms: timeoutTerms },
  { kind: 'exclusion', terms: exclusionTerms },
] as const;

export function TermChoice({ longer, busy, onChoose }: TermChoiceProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<TermValues>(termSchema);
  const { register, handleSubmit, formState } = useForm<TermValues>({ resolver });
  const error = errorText(formState.errors.term?.message);
  return (
    <form className="break-choice" noValidate onSubmit={handleSubmit((values) => onChoose(values.term))} data-testid="break-choice">
      <p className="break-choice__title">{t(longer ? 'memberCentre.saferPlay.breaks.choose.longer' : 'memberCentre.saferPlay.breaks.choose.title')}</p>
      <div className="break-choice__groups">
        {groups.map(({ kind, terms }) => (
          <fieldset key={kind} className="break-choice__group" aria-describedby={`break-${kind}-hint`}>
            <legend>{t(`memberCentre.saferPlay.breaks.${kind}.legend`)}</legend>
            <p className="break-choice__hint" id={`break-${kind}-hint`}>
              {t(`memberCentre.saferPlay.breaks.${kind}.hint`)}
            </p>
            <div className="break-choice__terms">
              {terms.map((term) => (
                <label key={term} className="break-term" data-testid={`break-term-${term}`}>
                  <input type="radio" value={term} {...register('term')} />
                  <span>{t(`memberCentre.saferPlay.breaks.terms.${term}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <p className="form-field__error" role={error ? 'alert' : undefined} data-testid="break-term-error">
        {error ?? ''}
      </p>
      <Button type="submit" disabled={busy} data-testid="break-continue">
        {t('memberCentre.saferPlay.breaks.choose.continue')}
      </Button>
    </form>
  );
}
