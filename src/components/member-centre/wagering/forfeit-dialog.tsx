/**
 * Forfeiting a bonus, confirmed: what leaves the balance and how far the
 * turnover got, then "Keep the bonus" or "Forfeit". A refusal or a lost
 * answer shows in place, the latter with a retry that sends the same request.
 */
import { useTranslation } from 'react-i18next';
import type { ForfeitStep } from '../../../machines/bonus-wagering/bonus-wagering.selectors';
import type { BonusRequirement } from '../../../services/schemas/wagering';
import { useErrorText } from '../../form/use-error-text';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icons';
import { formatMoney } from '../kit/money';
import { Notice } from '../kit/notice';

export interface ForfeitDialogProps {
  requirement: BonusRequirement;
  step: Exclude<ForfeitStep, 'idle'>;
  errorCode: string | null;
  onConfirm(): void;
  onCancel(): void;
  onRetry(): void;
  onDismiss(): void;
}

export function ForfeitDialog({ requirement, step, errorCode, onConfirm, onCancel, onRetry, onDismiss }: ForfeitDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const amount = formatMoney(requirement.locked);
  const close = step === 'confirming' ? onCancel : onDismiss;
  return (
    <Dialog title={t('memberCentre.wagering.dialog.title')} onClose={close} dismissible={step !== 'sending'} width={460}>
      <div className="wg-dialog" data-testid="wagering-dialog">
        <p className="wg-dialog__amount">
          <span>{t('memberCentre.wagering.dialog.leaves')}</span>
          <strong>{amount}</strong>
        </p>
        <p>{t('memberCentre.wagering.dialog.text', { amount, title: requirement.title })}</p>
        <p className="wg-dialog__progress">{t('memberCentre.wagering.progress', { wagered: formatMoney(requirement.wagered), required: formatMoney(requirement.required) })}</p>
        {step === 'refused' ? (
          <Notice tone="danger" title={t('memberCentre.wagering.dialog.refused')} testId="wagering-refused">
            {errorText(errorCode)}
          </Notice>
        ) : null}
        {step === 'failed' ? (
          <Notice tone="warning" title={t('memberCentre.kit.lost.title')} testId="wagering-lost">
            {t('memberCentre.kit.lost.text')}
          </Notice>
        ) : null}
        <div className="wg-dialog__actions">
          {step === 'confirming' || step === 'sending' ? (
            <>
              <Button variant="secondary" onClick={onCancel} disabled={step === 'sending'} data-testid="wagering-keep">
                {t('memberCentre.wagering.dialog.keep')}
              </Button>
              <Button className="wg-dialog__forfeit" onClick={onConfirm} disabled={step === 'sending'} data-testid="wagering-confirm">
                {step === 'sending' ? t('memberCentre.wagering.dialog.sending') : t('memberCentre.wagering.dialog.confirm', { amount })}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={onDismiss} data-testid="wagering-close">
                {t('memberCentre.wagering.dialog.close')}
              </Button>
              {step === 'failed' ? (
                <Button onClick={onRetry} data-testid="wagering-retry">
                  <Icon name="refresh" size={16} />
                  {t('memberCentre.kit.retry')}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
