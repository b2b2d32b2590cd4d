/**
 * A member's time-outs and self-exclusions, newest first: what holds now,
 * a lift the member asked for and its decision (overdue after 7 days), and
 * who lifted what and why. Risk and admin decide a waiting request, or lift
 * what holds at once, always with a reason.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disputesApi, type MemberBreak } from '../../services/disputes.api';
import { Button } from '../button';
import { formatTime } from '../format';
import { LiftDecisionForm } from './lift-decision-form';
import { LiftRequestLine } from './lift-request-line';
import { ReasonField } from './reason-field';
import { useReasonedAction } from './use-reasoned-action';

export function BreaksPanel({ account, canLift, onChanged }: { account: string; canLift: boolean; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<{ inForce: boolean; breaks: MemberBreak[] } | null>(null);
  const [reason, setReason] = useState('');
  const [decided, setDecided] = useState<'approved' | 'refused' | null>(null);
  const onDecided = useCallback(
    (decision: 'approved' | 'refused') => {
      setDecided(decision);
      onChanged();
    },
    [onChanged],
  );
  const action = useReasonedAction(async ({ reason: text }, signal) => disputesApi.liftBreaks(account, text, { signal }));

  useEffect(() => {
    const controller = new AbortController();
    disputesApi.memberBreaks(account, { signal: controller.signal }).then(setView, () => undefined);
    return () => controller.abort();
  }, [account, action.done, decided]);

  useEffect(() => {
    if (action.done) onChanged();
  }, [action.done, onChanged]);

  if (!view) return null;
  const until = (item: MemberBreak) => formatTime(item.releasedAt ?? item.endsAt, i18n.language);
  return (
    <section className="bo-card" aria-labelledby="breaks-heading" data-testid="breaks-panel">
      <h2 id="breaks-heading">{t('backoffice.breaks.heading')}</h2>
      {view.breaks.length === 0 && <p className="bo-muted">{t('backoffice.breaks.none')}</p>}
      <ul className="bo-note-list">
        {view.breaks.map((item) => (
          <li key={item.id}>
            <strong>{t(`backoffice.breaks.kinds.${item.kind}`)}</strong> {t('backoffice.breaks.from', { from: formatTime(item.startedAt, i18n.language) })}{' '}
            {item.releasedAt === null && item.endsAt === null ? t('backoffice.breaks.permanent') : t('backoffice.breaks.until', { until: until(item) })}
            {item.holds && <span className="bo-status bo-status--pending"> {t('backoffice.breaks.holds')}</span>}
            {item.liftRequestedAt !== null && <p className="bo-muted">{t('backoffice.breaks.requested', { time: formatTime(item.liftRequestedAt, i18n.language) })}</p>}
            <LiftRequestLine item={item} />
            {canLift && item.lift?.state === 'waiting' && item.holds && <LiftDecisionForm account={account} onDecided={onDecided} />}
            {item.liftedBy && <p className="bo-muted">{t('backoffice.breaks.liftedBy', { by: item.liftedBy, reason: item.liftReason })}</p>}
          </li>
        ))}
      </ul>
      {action.done && (
        <p className="bo-success" role="status">
          {t('backoffice.breaks.lifted')}
        </p>
      )}
      {decided && !action.done && (
        <p className="bo-success" role="status" data-testid="lift-decided">
          {t(`backoffice.breaks.${decided}`)}
        </p>
      )}
      {canLift && view.inForce && !action.done && (
        <form
          className="bo-form"
          onSubmit={(event) => {
            event.preventDefault();
            action.submit({ reason });
          }}
        >
          <ReasonField name="lift-reason" value={reason} onChange={setReason} errorCode={action.errorCode} hint={t('backoffice.breaks.hint')} />
          <Button type="submit" disabled={action.busy}>
            {t('backoffice.breaks.lift')}
          </Button>
        </form>
      )}
    </section>
  );
}
