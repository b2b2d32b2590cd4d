/**
 * The redeem dialog: the choice (quantity, and address and mobile for shipped
 * goods), then the withdrawal password, then the request in process. Each
 * refusal shows translated below its field or at the top of the dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/dialog';
import { Button } from '../ui/button';
import { InputField } from '../member-centre/kit/field';
import type { PointReward } from '../../services/schemas/points';
import type { PointRedemptionView } from '../../machines/point-redemption/point-redemption.selectors';
import type { RedemptionChoice } from '../../machines/point-redemption/point-redemption.machine';
import './point-mall.css';

export interface RedeemDialogProps {
  reward: PointReward;
  view: PointRedemptionView;
  errorText(code: string | null | undefined): string | null;
  onChoose(choice: RedemptionChoice): void;
  onPassword(paymentPassword: string): void;
  onBack(): void;
  onRetry(): void;
  onClose(): void;
}

export function RedeemDialog({ reward, view, errorText, onChoose, onPassword, onBack, onRetry, onClose }: RedeemDialogProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(String(view.choice?.quantity ?? 1));
  const [address, setAddress] = useState(view.choice?.address ?? '');
  const [mobile, setMobile] = useState(view.choice?.mobile ?? '');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const fields = view.fieldErrors ?? {};
  const passwordCodes = ['invalid.payment.pw', 'not.exists.payment.password', 'login.account.locked'];
  const topCode = view.errorCode && !passwordCodes.includes(view.errorCode) && !Object.keys(fields).length ? view.errorCode : null;

  const choose = () => {
    const count = Number(quantity);
    const problems: Record<string, string> = {};
    if (!Number.isInteger(count) || count < 1 || count > 99) problems.quantity = 'field.invalid';
    if (reward.needsAddress && !address.trim()) problems.address = 'point.address.required';
    if (reward.needsAddress && !mobile.trim()) problems.mobile = 'field.required';
    setLocal(problems);
    if (!Object.keys(problems).length) onChoose({ rewardId: reward.id, quantity: count, address: address.trim(), mobile: mobile.trim() });
  };

  return (
    <Dialog title={t('pointMall.redeem.title', { name: reward.name })} onClose={onClose} width={440}>
      <div className="pm-form" data-testid="redeem-dialog" data-step={view.step}>
        {topCode ? <p className="pm-form__error" role="alert" data-testid="redeem-error">{errorText(topCode)}</p> : null}
        {view.step === 'choosing' ? (
          <>
            <p className="pm-card__points">{t('pointMall.goods.points', { points: reward.points })}</p>
            <InputField id="redeem-quantity" label={t('pointMall.redeem.quantity')} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} error={errorText(local.quantity ?? fields.quantity)} />
            {reward.needsAddress ? (
              <>
                <InputField id="redeem-address" label={t('pointMall.redeem.address')} value={address} onChange={(e) => setAddress(e.target.value)} error={errorText(local.address ?? fields.address)} />
                <InputField id="redeem-mobile" label={t('pointMall.redeem.mobile')} inputMode="tel" value={mobile} onChange={(e) => setMobile(e.target.value)} error={errorText(local.mobile ?? fields.mobile)} />
              </>
            ) : null}
            <Button block onClick={choose}>{t('pointMall.redeem.next')}</Button>
          </>
        ) : null}
        {view.step === 'password' || view.step === 'refused' || view.step === 'submitting' ? (
          <form className="pm-form" onSubmit={(e) => { e.preventDefault(); if (password) onPassword(password); }}>
            <InputField id="redeem-password" type="password" autoComplete="off" label={t('pointMall.redeem.password')} value={password} onChange={(e) => setPassword(e.target.value)}
              error={errorText(view.errorCode && passwordCodes.includes(view.errorCode) ? view.errorCode : fields.paymentPassword)} />
            <div className="pm-convert">
              <Button variant="secondary" disabled={view.busy} onClick={onBack}>{t('pointMall.redeem.back')}</Button>
              <Button type="submit" block disabled={view.busy || !password}>{view.busy ? t('pointMall.redeem.sending') : t('pointMall.redeem.confirm')}</Button>
            </div>
          </form>
        ) : null}
        {view.step === 'failed' ? (
          <Button block onClick={onRetry} data-testid="redeem-retry">{t('pointMall.redeem.retry')}</Button>
        ) : null}
        {view.step === 'inProcess' ? (
          <>
            <p data-testid="redeem-done">{t('pointMall.redeem.inProcess', { reference: view.redemption?.reference ?? '' })}</p>
            <Button block onClick={onClose}>{t('pointMall.redeem.close')}</Button>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
