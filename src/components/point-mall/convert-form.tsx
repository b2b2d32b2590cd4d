/**
 * Points to balance: whole points (a multiple of the ratio, at least the
 * minimum), then the withdrawal password. The points stay in their field
 * through every step, and a refusal about them shows below it.
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { encodeFieldMessage } from '../../forms/field-message';
import type { PasswordRequestView } from '../../machines/password-request/password-request.selectors';
import type { PointConvertAnswer } from '../../services/point-mall.api';
import type { PointConfig } from '../../services/schemas/points';
import { useSchemaResolver } from '../form/schema-resolver';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { InputField } from '../member-centre/kit/field';
import { Notice } from '../member-centre/kit/notice';
import { Button } from '../ui/button';
import { passwordCodes, PasswordStep } from './password-step';
import './point-mall.css';

export interface ConvertFormProps {
  view: PasswordRequestView<PointConvertAnswer>;
  config: PointConfig;
  onChoose(points: number): void;
  onPassword(paymentPassword: string): void;
  onBack(): void;
  onRetry(): void;
  onReset(): void;
}

type ConvertValues = { points: string };

export function ConvertForm({ view, config, onChoose, onPassword, onBack, onRetry, onReset }: ConvertFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const bounds = { min: config.minConvert, ratio: config.ratio };
  const schema = useMemo(
    () =>
      v.object({
        points: v.pipe(
          v.string(),
          v.trim(),
          v.regex(/^\d+$/, 'field.invalid'),
          v.check((text) => Number(text) >= config.minConvert, encodeFieldMessage('point.convert.below.min', { min: config.minConvert })),
          v.check((text) => Number(text) % config.ratio === 0, encodeFieldMessage('point.convert.not.multiple', { ratio: config.ratio })),
        ),
      }),
    [config.minConvert, config.ratio],
  );
  const resolver = useSchemaResolver<ConvertValues>(schema);
  const { register, handleSubmit, formState, setError, reset } = useForm<ConvertValues>({ resolver, defaultValues: { points: '' } });
  const serverErrors = useMemo(() => {
    const code = view.errorCode;
    if (!code || passwordCodes.includes(code) || view.step === 'failed') return view.fieldErrors;
    return { points: encodeFieldMessage(code, bounds), ...view.fieldErrors };
  }, [view.errorCode, view.fieldErrors, view.step]); // eslint-disable-line react-hooks/exhaustive-deps
  useServerErrors(setError, serverErrors, ['points']);

  if (!config.convertEnabled) return <Notice tone="info">{errorText('point.convert.disabled')}</Notice>;
  if (view.step === 'answered' && view.answer)
    return (
      <Notice tone="success" title={t('pointMall.convert.doneTitle')} testId="convert-done" action={<Button variant="secondary" onClick={() => { reset(); onReset(); }}>{t('pointMall.convert.again')}</Button>}>
        {t('pointMall.convert.done', { points: view.answer.points.toLocaleString(), amount: view.answer.amount })}
      </Notice>
    );
  const choosing = view.step === 'choosing';
  return (
    <div className="pm-form pm-convert" data-testid="convert-form" data-step={view.step}>
      <form className="pm-form" noValidate onSubmit={handleSubmit((values) => onChoose(Number(values.points)))}>
        <InputField id="convert-points" inputMode="numeric" readOnly={!choosing} label={t('pointMall.convert.points')} hint={t('pointMall.convert.hint', bounds)} error={errorText(formState.errors.points?.message)} {...register('points')} />
        {choosing ? <Button type="submit">{t('pointMall.convert.submit')}</Button> : null}
      </form>
      {choosing ? null : <PasswordStep id="convert" view={view} onPassword={onPassword} onBack={onBack} onRetry={onRetry} />}
    </div>
  );
}
