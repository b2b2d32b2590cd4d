/** Points to balance: whole points (a multiple of the ratio, at least the minimum), then the withdrawal password. Refusals show below their field. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { InputField } from '../member-centre/kit/field';
import type { PointConversionView } from '../../machines/point-conversion/point-conversion.selectors';
import './point-mall.css';

export interface ConvertFormProps {
  view: PointConversionView;
  ratio: number;
  minConvert: number;
  enabled: boolean;
  errorText(code: string | null | undefined, values?: Record<string, unknown>): string | null;
  onSubmit(points: number): void;
  onPassword(paymentPassword: string): void;
  onBack(): void;
  onRetry(): void;
  onReset(): void;
}

const passwordCodes = ['invalid.payment.pw', 'not.exists.payment.password', 'login.account.locked'];

export function ConvertForm({ view, ratio, minConvert, enabled, errorText, onSubmit, onPassword, onBack, onRetry, onReset }: ConvertFormProps) {
  const { t } = useTranslation();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const code = view.errorCode;
  const pointsError = local ?? (code && !passwordCodes.includes(code) ? code : view.fieldErrors?.points ?? null);

  const submit = () => {
    const value = Number(points);
    const problem = !Number.isInteger(value) || value < 1 ? 'field.invalid' : value < minConvert ? 'point.convert.below.min' : value % ratio ? 'point.convert.not.multiple' : null;
    setLocal(problem);
    if (!problem) onSubmit(value);
  };

  if (!enabled) return <p className="pm-empty">{errorText('point.convert.disabled')}</p>;
  if (view.step === 'converted' && view.answer)
    return (
      <div className="pm-form" data-testid="convert-done">
        <p>{t('pointMall.convert.done', { points: view.answer.points, amount: view.answer.amount })}</p>
        <Button variant="secondary" onClick={onReset}>{t('pointMall.convert.again')}</Button>
      </div>
    );
  return (
    <div className="pm-form" data-testid="convert-form" data-step={view.step}>
      <InputField id="convert-points" inputMode="numeric" label={t('pointMall.convert.points')} hint={t('pointMall.convert.hint', { ratio, min: minConvert })}
        value={points} disabled={view.step !== 'editing'} onChange={(e) => setPoints(e.target.value)} error={pointsError ? errorText(pointsError, { min: minConvert, ratio }) : null} />
      {view.step === 'editing' ? <Button onClick={submit}>{t('pointMall.convert.submit')}</Button> : null}
      {view.step === 'password' || view.step === 'refused' || view.step === 'submitting' ? (
        <form className="pm-form" onSubmit={(e) => { e.preventDefault(); if (password) onPassword(password); }}>
          <InputField id="convert-password" type="password" autoComplete="off" label={t('pointMall.redeem.password')} value={password} onChange={(e) => setPassword(e.target.value)}
            error={code && passwordCodes.includes(code) ? errorText(code) : null} />
          <div className="pm-convert">
            <Button variant="secondary" disabled={view.busy} onClick={onBack}>{t('pointMall.redeem.back')}</Button>
            <Button type="submit" disabled={view.busy || !password}>{view.busy ? t('pointMall.redeem.sending') : t('pointMall.redeem.confirm')}</Button>
          </div>
        </form>
      ) : null}
      {view.step === 'failed' ? <Button onClick={onRetry} data-testid="convert-retry">{t('pointMall.redeem.retry')}</Button> : null}
    </div>
  );
}
