/** Adds a bank account to withdraw to: the bank from the operator's list, the account holder's name, the number. */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaResolver, type FormSchema } from '../../form/schema-resolver';
import { useErrorText } from '../../form/use-error-text';
import { useServerErrors } from '../../form/use-server-errors';
import { Button } from '../../ui/button';
import { InputField, SelectField } from '../kit/field';
import { Notice } from '../kit/notice';
import type { BankAccountValues } from './funds-schemas';

const fields = ['bankName', 'accountName', 'accountNumber'] as const;

export interface BankAccountFormProps {
  banks: string[];
  schema: FormSchema;
  busy: boolean;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
  onSubmit(values: BankAccountValues): void;
  onCancel?(): void;
}

export function BankAccountForm({ banks, schema, busy, errorCode, fieldErrors, onSubmit, onCancel }: BankAccountFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<BankAccountValues>(schema);
  const { register, handleSubmit, formState, setError } = useForm<BankAccountValues>({ resolver, defaultValues: { bankName: '', accountName: '', accountNumber: '' } });
  const { errors } = formState;
  useServerErrors(setError, fieldErrors, fields);

  return (
    <form className="mc-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="bank-account-form">
      <SelectField id="bank-name" label={t('memberCentre.withdraw.bank')} error={errorText(errors.bankName?.message)} {...register('bankName')}>
        <option value="">{t('memberCentre.withdraw.chooseBank')}</option>
        {banks.map((bank) => (
          <option key={bank} value={bank}>
            {bank}
          </option>
        ))}
      </SelectField>
      <InputField id="bank-account-name" label={t('memberCentre.withdraw.accountName')} autoComplete="name" error={errorText(errors.accountName?.message)} {...register('accountName')} />
      <InputField
        id="bank-account-number"
        label={t('memberCentre.withdraw.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        error={errorText(errors.accountNumber?.message)}
        {...register('accountNumber')}
      />
      {errorCode ? <Notice tone="danger">{errorText(errorCode)}</Notice> : null}
      <div className="mc-form__actions">
        <Button type="submit" disabled={busy} data-testid="bank-account-submit">
          {busy ? t('memberCentre.kit.sending') : t('memberCentre.withdraw.addAccount')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('memberCentre.kit.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
