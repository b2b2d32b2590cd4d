/** Where a member's request to lift stands: waiting (overdue after 7 days), or who approved or refused it, when and why. */
import { useTranslation } from 'react-i18next';
import type { MemberBreak } from '../../services/disputes.api';
import { formatTime } from '../format';

const week = 7 * 24 * 60 * 60 * 1000;

export function LiftRequestLine({ item }: { item: MemberBreak }) {
  const { t, i18n } = useTranslation();
  const lift = item.lift;
  if (!lift) return null;
  const time = (at: number | null) => formatTime(at, i18n.language);
  if (lift.state === 'waiting') {
    const due = time(lift.requestedAt + week);
    return (
      <p className={item.liftOverdue ? 'bo-error' : 'bo-muted'} data-testid="lift-request-state" data-state={item.liftOverdue ? 'overdue' : 'waiting'}>
        {item.liftOverdue ? t('backoffice.breaks.requestOverdue', { due }) : t('backoffice.breaks.requestWaiting', { due })}
      </p>
    );
  }
  const key = lift.state === 'approved' ? 'backoffice.breaks.requestApproved' : 'backoffice.breaks.requestRefused';
  return (
    <p className="bo-muted" data-testid="lift-request-state" data-state={lift.state}>
      {t(key, { by: item.liftDecidedBy, time: time(lift.decidedAt), reason: item.liftDecisionReason })}
    </p>
  );
}
