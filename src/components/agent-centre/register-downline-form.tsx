/**
 * Creates a downline account (register center): a member (player) or a
 * sub-agent with its own affiliate code, the account and password under the
 * registration rules, listed above the fields, and an optional nickname.
 * Every bad input, the form's own or the gateway's, shows below its field.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SubmitView } from '../../machines/centre-submit/centre-submit.selectors';
import type { RegisteredDownline } from '../../services/agent.api';
import { useSchemaResolver, type FormSchema } from '../form/schema-resolver';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { Button } from '../ui/button';
import { Icon, type IconName } from '../ui/icons';
import { InputField } from '../member-centre/kit/field';
import { Notice } from '../member-centre/kit/notice';
import { nicknameMax, type RegisterDownlineValues } from './agent-schemas';
import './agent-centre.css';

const fields = ['accountType', 'account', 'password', 'confirmPassword', 'nickname'] as const;
const blank: RegisterDownlineValues = { accountType: 'member', account: '', password: '', confirmPassword: '', nickname: '' };
const types: { value: RegisterDownlineValues['accountType']; icon: IconName }[] = [
  { value: 'member', icon: 'user' },
  { value: 'agent', icon: 'briefcase' },
];

export interface RegisterDownlineFormProps {
  schema: FormSchema;
  /** The registration rules of account and password, as translated sentences. */
  rules: { account: string | null; password: string | null };
  submit: SubmitView;
  created: RegisteredDownline | null;
  onSubmit(values: RegisterDownlineValues): void;
  onAnother(): void;
}

export function RegisterDownlineForm({ schema, rules, submit, created, onSubmit, onAnother }: RegisterDownlineFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const resolver = useSchemaResolver<RegisterDownlineValues>(schema);
  const { register, handleSubmit, formState, setError, setValue, watch, reset } = useForm<RegisterDownlineValues>({ resolver, defaultValues: blank });
  const { errors } = formState;
  useServerErrors(setError, submit.fieldErrors, fields);
  const accountType = watch('accountType');

  useEffect(() => {
    if (submit.succeeded) reset(blank);
  }, [submit.succeeded, reset]);

  return (
    <form className="mc-form" noValidate onSubmit={handleSubmit(onSubmit)} data-testid="register-downline-form">
      <div className="ac-type-choice" role="radiogroup" aria-label={t('agentCentre.registerCenter.type')}>
        {types.map((type) => (
          <button
            key={type.value}
            type="button"
            role="radio"
            aria-checked={accountType === type.value}
            className={accountType === type.value ? 'ac-type is-selected' : 'ac-type'}
            onClick={() => setValue('accountType', type.value)}
            data-testid={`downline-type-${type.value}`}
          >
            <span className="ac-type__icon">
              <Icon name={type.icon} size={18} />
            </span>
            <span>
              <span className="ac-type__name">{t(`agentCentre.registerCenter.types.${type.value}.name`)}</span>
              <span className="ac-type__text">{t(`agentCentre.registerCenter.types.${type.value}.text`)}</span>
            </span>
          </button>
        ))}
      </div>
      {rules.account || rules.password ? (
        <ul className="ac-rules" data-testid="downline-rules">
          {rules.account ? <li>{t('agentCentre.registerCenter.accountRule', { rule: rules.account })}</li> : null}
          {rules.password ? <li>{t('agentCentre.registerCenter.passwordRule', { rule: rules.password })}</li> : null}
        </ul>
      ) : null}
      <InputField id="downline-account" label={t('agentCentre.registerCenter.account')} autoComplete="off" error={errorText(errors.account?.message)} {...register('account')} />
      <div className="mc-form__row">
        <InputField id="downline-password" type="password" label={t('agentCentre.registerCenter.password')} autoComplete="new-password" error={errorText(errors.password?.message)} {...register('password')} />
        <InputField
          id="downline-confirm"
          type="password"
          label={t('agentCentre.registerCenter.confirmPassword')}
          autoComplete="new-password"
          error={errorText(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </div>
      <InputField
        id="downline-nickname"
        label={t('agentCentre.registerCenter.nickname')}
        hint={t('agentCentre.registerCenter.optional', { max: nicknameMax })}
        autoComplete="off"
        error={errorText(errors.nickname?.message)}
        {...register('nickname')}
      />
      {submit.errorCode ? (
        <Notice tone="danger" testId="register-downline-error">
          {errorText(submit.errorCode)}
        </Notice>
      ) : null}
      {submit.succeeded && created ? (
        <Notice
          tone="success"
          testId="register-downline-done"
          title={t('agentCentre.registerCenter.created', { account: created.account })}
          action={
            <Button variant="ghost" size="sm" onClick={onAnother}>
              {t('agentCentre.registerCenter.another')}
            </Button>
          }
        >
          {created.affiliateCode ? t('agentCentre.registerCenter.createdAgent', { code: created.affiliateCode }) : t('agentCentre.registerCenter.createdMember')}
        </Notice>
      ) : null}
      <div className="mc-form__actions">
        <Button type="submit" size="lg" disabled={submit.busy} data-testid="register-downline-submit">
          {submit.busy ? t('memberCentre.kit.sending') : t('agentCentre.registerCenter.submit')}
        </Button>
      </div>
    </form>
  );
}
