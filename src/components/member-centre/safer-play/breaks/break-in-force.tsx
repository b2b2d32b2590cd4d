/**
 * The break that holds now: its kind and until when, what stays open, and
 * the request to lift a definite exclusion whose term has run, with the
 * operator's decision on it (waiting, approved with its cooling-off, refused).
 */
import { useTranslation } from 'react-i18next';
import type { BreakView } from '../../../../services/schemas/protection-breaks';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../../kit/date-time';
import { Notice } from '../../kit/notice';

export interface BreakInForceProps {
  current: BreakView;
  lifting: boolean;
  onRequestLift(): void;
}

/** Which sentence says until when: a waiting request holds the exclusion until an operator approves it. */
function untilKey(current: BreakView): string {
  if (current.kind === 'timeout') return 'timeout';
  if (current.lift?.state === 'approved') return 'lifting';
  if (current.lift?.state === 'waiting') return 'liftWaiting';
  return current.endsAt === null ? 'permanent' : 'exclusion';
}

export function BreakInForce({ current, lifting, onRequestLift }: BreakInForceProps) {
  const { t } = useTranslation();
  const date = formatDateTime(current.until ?? current.endsAt);
  const lift = current.lift;
  return (
    <div className="break-current" data-testid="break-current" data-kind={current.kind} data-lift={lift?.state ?? 'none'}>
      <Notice tone="info" title={t(`memberCentre.saferPlay.breaks.current.${untilKey(current)}`, { date, asked: formatDateTime(lift?.requestedAt ?? null) })}>
        <p>{t('memberCentre.saferPlay.breaks.current.closed')}</p>
        {lift?.state === 'refused' ? (
          <p data-testid="break-lift-refused">{t('memberCentre.saferPlay.breaks.current.liftRefused', { date: formatDateTime(lift.decidedAt), reason: lift.reason })}</p>
        ) : null}
        {current.canRequestLift ? <p>{t('memberCentre.saferPlay.breaks.current.canLift')}</p> : null}
      </Notice>
      {current.canRequestLift ? (
        <Button variant="secondary" disabled={lifting} onClick={onRequestLift} data-testid="break-lift">
          {lifting ? t('memberCentre.kit.sending') : t('memberCentre.saferPlay.breaks.current.lift')}
        </Button>
      ) : null}
    </div>
  );
}
