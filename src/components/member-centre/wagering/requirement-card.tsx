/** One bonus under wagering: its promotion, "wagered x of y" with a bar, the terms, its bonus money and the forfeit button; or how it closed. */
import { useTranslation } from 'react-i18next';
import type { BonusRequirement } from '../../../services/schemas/wagering';
import { Button } from '../../ui/button';
import { formatMoney } from '../kit/money';
import { MoneyText } from '../kit/money-text';
import { StatusPill, type StatusTone } from '../kit/status-pill';
import { progressPercent, termsText } from './wagering-text';

const tones: Record<BonusRequirement['status'], StatusTone> = { open: 'pending', met: 'success', lost: 'info', forfeited: 'danger' };

export function RequirementCard({ requirement, symbol, busy, onForfeit }: { requirement: BonusRequirement; symbol?: string; busy: boolean; onForfeit?: () => void }) {
  const { t } = useTranslation();
  const percent = progressPercent(requirement);
  const open = requirement.status === 'open';
  const progress = t('memberCentre.wagering.progress', { wagered: formatMoney(requirement.wagered), required: formatMoney(requirement.required) });
  return (
    <li className={`wg-card is-${requirement.status}`} data-testid="wagering-requirement" data-status={requirement.status} data-requirement-id={requirement.id}>
      <div className="wg-card__head">
        <div className="wg-card__titles">
          <p className="wg-card__title">{requirement.title}</p>
          <p className="wg-card__meta">
            {requirement.reference} · {t('memberCentre.wagering.bonus', { amount: formatMoney(requirement.bonus) })}
          </p>
        </div>
        <StatusPill tone={tones[requirement.status]}>{t(`memberCentre.wagering.status.${requirement.status}`)}</StatusPill>
      </div>
      <div className="wg-card__progress">
        <p className="wg-card__figures" data-testid="wagering-progress">
          {progress}
          <span className="wg-card__percent">{percent}%</span>
        </p>
        <div
          className="wg-card__track"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('memberCentre.wagering.progressLabel', { title: requirement.title })}
        >
          <span className="wg-card__bar" style={{ width: `${percent}%` }} />
        </div>
        <p className="wg-card__terms">{termsText(t, requirement)}</p>
      </div>
      <div className="wg-card__foot">
        {open ? (
          <>
            <span className="wg-card__locked">
              {t('memberCentre.wagering.lockedLabel')} <MoneyText value={requirement.locked} symbol={symbol} size="sm" testId="wagering-requirement-locked" />
            </span>
            {onForfeit ? (
              <Button variant="ghost" size="sm" onClick={onForfeit} disabled={busy} data-testid="wagering-forfeit">
                {t('memberCentre.wagering.forfeit')}
              </Button>
            ) : null}
          </>
        ) : (
          <span className="wg-card__closed">{t(`memberCentre.wagering.closed.${requirement.status}`, { amount: formatMoney(requirement.closedAmount) })}</span>
        )}
      </div>
    </li>
  );
}
