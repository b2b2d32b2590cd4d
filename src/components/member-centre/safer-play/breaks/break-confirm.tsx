/**
 * Confirming a break: what the chosen term closes and for how long, and the
 * login password; a wrong password shows below its field and nothing is
 * taken. Back returns to the choice.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { timeoutTerms, type BreakTerm } from '../../../../services/schemas/protection-breaks';
import { useSchemaResolver } from '../../../form/schema-resolver';
import { useErrorText } from '../../../form/use-error-text';
import { useServerErrors } from '../../../form/use-server-errors';
import { Button } from '../../../ui/button';
import { InputField } from '../../kit/field';
import { Notice } from '../../kit/notice';

const passwordSchema = v.object({ password: v.pipe(v.string(), v.minLength(1, 'field.required')) });
type PasswordValues = { password: string };
const fields = ['password'] as const;

export interface BreakConfirmProps {
  term: BreakTerm;
  busy: boolean;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
  onConfirm(password: string): void;
  onBack(): void;
}

const warningOf = (term: BreakTerm): string => (term === 'permanent' ? 'permanent' : (timeoutTerms as readonly string[]).includes(term) ? 'timeout' : 'exclusion');

export function BreakConfirm({ term, busy, errorCode, fieldErrors, onConfirm, onBack }: BreakConfirmProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<PasswordValues>(passwordSchema);
  const { register, handleSubmit, formState, setError } = useForm<PasswordValues>({ resolver, defaultValues: { password: '' } });
  useServerErrors(setError, fieldErrors, fields);
  const formError = errorCode && !fieldErrors ? errorText(errorCode) : null;
  const warning = warningOf(term);
  const length = t(`memberCentre.saferPlay.breaks.terms.${term}`);
  return (
    <form className="break-confirm" noValidate onSubmit={handleSubmit((values) => onConfirm(values.password))} data-testid="break-confirm">
      <Notice tone="warning" title={t(`memberCentre.saferPlay.breaks.confirm.title.${warning}`, { term: length })} testId="break-warning">
        <p>{t(`memberCentre.saferPlay.breaks.confirm.warning.${warning}`, { term: length })}</p>
        <p>{t('memberCentre.saferPlay.breaks.confirm.stillOpen')}</p>
      </Notice>
      <InputField
        id="break-password"
        type="password"
        autoComplete="current-password"
        label={t('memberCentre.saferPlay.breaks.confirm.password')}
        error={errorText(formState.errors.password?.message)}
        {...register('password')}
      />
      {formError ? (
        <Notice tone="danger" testId="break-error">
          {formError}
        </Notice>
      ) : null}
      <div className="break-confirm__actions">
        <Button type="button" variant="ghost" disabled={busy} onClick={onBack} data-testid="break-back">
          {t('memberCentre.saferPlay.breaks.confirm.back')}
        </Button>
        <Button type="submit" disabled={busy} data-testid="break-submit">
          {busy ? t('memberCentre.kit.sending') : t('memberCentre.saferPlay.breaks.confirm.submit')}
        </Button>
      </div>
    </form>
  );
}
