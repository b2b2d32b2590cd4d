/**
 * A raise or removal waiting its 24 hours: what it changes to, from when it
 * can be confirmed with the time left, and Confirm once due (Cancel always).
 * The gateway checks the time again when asked.
 */
import { useTranslation } from 'react-i18next';
import type { PendingLimit } from '../../../../services/schemas/limits';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../../kit/date-time';
import { formatMoney } from '../../kit/money';

const minute = 60_000;

export interface PendingChangeProps {
  pending: PendingLimit;
  /** The page's clock, ticking, for the countdown. */
  now: number;
  busy: boolean;
  testId: string;
  onConfirm(): void;
  onCancel(): void;
}

export function PendingChange({ pending, now, busy, testId, onConfirm, onCancel }: PendingChangeProps) {
  const { t } = useTranslation();
  const due = pending.due || pending.effectiveAt <= now;
  const left = Math.max(0, Math.floor((pending.effectiveAt - now) / minute));
  const change = pending.amount === null ? t('memberCentre.saferPlay.limits.pending.removal') : t('memberCentre.saferPlay.limits.pending.raise', { amount: formatMoney(pending.amount) });
  return (
    <div className="limit-pending" data-testid={testId}>
      <p className="limit-pending__what">{change}</p>
      <p className="limit-pending__when">
        {due
          ? t('memberCentre.saferPlay.limits.pending.due')
          : t('memberCentre.saferPlay.limits.pending.waits', { date: formatDateTime(pending.effectiveAt), hours: Math.floor(left / 60), minutes: left % 60 })}
      </p>
      <div className="limit-pending__actions">
        {due ? (
          <Button size="sm" disabled={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {t('memberCentre.saferPlay.limits.pending.confirm')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" disabled={busy} onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('memberCentre.saferPlay.limits.pending.cancel')}
        </Button>
      </div>
    </div>
  );
}
