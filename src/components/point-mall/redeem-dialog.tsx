/**
 * The redeem dialog: the choice (quantity, and address and mobile for
 * shipped goods), then the withdrawal password, then the request in
 * process. Refusals show translated below their field, or above the form
 * when they are about the goods (stock, points). Going back keeps the choice.
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { PasswordRequestView } from '../../machines/password-request/password-request.selectors';
import type { PointRedeemAnswer } from '../../services/point-mall.api';
import type { RedemptionChoice } from '../../services/point-mall.actors';
import type { PointReward } from '../../services/schemas/points';
import { useSchemaResolver } from '../form/schema-resolver';
import { useErrorText } from '../form/use-error-text';
import { useServerErrors } from '../form/use-server-errors';
import { InputField } from '../member-centre/kit/field';
import { Notice } from '../member-centre/kit/notice';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { passwordCodes, PasswordStep } from './password-step';
import './point-mall.css';

export interface RedeemDialogProps {
  reward: PointReward;
  view: PasswordRequestView<PointRedeemAnswer>;
  onChoose(choice: RedemptionChoice): void;
  onPassword(paymentPassword: string): void;
  onBack(): void;
  onRetry(): void;
  onClose(): void;
}

export function RedeemDialog({ reward, view, onChoose, onPassword, onBack, onRetry, onClose }: RedeemDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fields = view.fieldErrors ?? {};
  // After a lost answer the step's own notice says so and offers the retry: the code is not repeated above the form.
  const topCode = view.errorCode && view.step !== 'failed' && !passwordCodes.includes(view.errorCode) && !Object.keys(fields).length ? view.errorCode : null;
  return (
    <Dialog title={t('pointMall.redeem.title', { name: reward.name })} onClose={onClose} width={460} dismissible={!view.busy}>
      <div className="pm-form" data-testid="redeem-dialog" data-step={view.step}>
        <div className="pm-dialog-goods">
          <img src={reward.imageUrl} alt="" />
          <div>
            <p className="pm-card__text">{reward.description}</p>
            <p className="pm-card__points">{t('pointMall.goods.points', { points: reward.points.toLocaleString() })}</p>
          </div>
        </div>
        {topCode ? (
          <p className="pm-form__error" role="alert" data-testid="redeem-error">
            {errorText(topCode)}
          </p>
        ) : null}
        {view.step === 'choosing' ? <ChoiceForm reward={reward} view={view} onChoose={onChoose} /> : null}
        {['password', 'submitting', 'refused', 'failed'].includes(view.step) ? <PasswordStep id="redeem" view={view} onPassword={onPassword} onBack={onBack} onRetry={onRetry} /> : null}
        {view.step === 'answered' ? (
          <>
            <Notice tone="success" title={t('pointMall.redeem.doneTitle')} testId="redeem-done">
              {t('pointMall.redeem.inProcess', { reference: view.answer?.redemption.reference ?? '' })}
            </Notice>
            <Button block onClick={onClose}>
              {t('pointMall.redeem.close')}
            </Button>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

const choiceNames = ['quantity', 'address', 'mobile'] as const;
type ChoiceValues = { quantity: string; address: string; mobile: string };

function ChoiceForm({ reward, view, onChoose }: { reward: PointReward; view: PasswordRequestView; onChoose(choice: RedemptionChoice): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const schema = useMemo(() => {
    const needed = (code: string) => (reward.needsAddress ? v.pipe(v.string(), v.trim(), v.minLength(1, code)) : v.pipe(v.string(), v.trim()));
    return v.object({
      quantity: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,2}$/, 'field.invalid'), v.check((text) => Number(text) >= 1, 'field.invalid')),
      address: v.pipe(needed('point.address.required'), v.maxLength(200, 'field.invalid')),
      mobile: v.pipe(needed('field.required'), v.regex(/^[+\d\s-]*$/, 'field.invalid'), v.maxLength(20, 'field.invalid')),
    });
  }, [reward.needsAddress]);
  const resolver = useSchemaResolver<ChoiceValues>(schema);
  const last = view.choice as Partial<RedemptionChoice> | null;
  const { register, handleSubmit, formState, setError } = useForm<ChoiceValues>({
    resolver,
    defaultValues: { quantity: String(last?.quantity ?? 1), address: last?.address ?? '', mobile: last?.mobile ?? '' },
  });
  useServerErrors(setError, view.fieldErrors, choiceNames);
  const choose = (values: ChoiceValues) => onChoose({ rewardId: reward.id, quantity: Number(values.quantity), address: values.address, mobile: values.mobile });
  return (
    <form className="pm-form" noValidate onSubmit={handleSubmit(choose)}>
      <InputField id="redeem-quantity" inputMode="numeric" label={t('pointMall.redeem.quantity')} hint={t('pointMall.goods.stock', { stock: reward.stock })} error={errorText(formState.errors.quantity?.message)} {...register('quantity')} />
      {reward.needsAddress ? (
        <>
          <InputField id="redeem-address" label={t('pointMall.redeem.address')} error={errorText(formState.errors.address?.message)} {...register('address')} />
          <InputField id="redeem-mobile" inputMode="tel" label={t('pointMall.redeem.mobile')} error={errorText(formState.errors.mobile?.message)} {...register('mobile')} />
        </>
      ) : null}
      <Button type="submit" block>
        {t('pointMall.redeem.next')}
      </Button>
    </form>
  );
}
