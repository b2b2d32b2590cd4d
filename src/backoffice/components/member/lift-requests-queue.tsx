/**
 * The self-exclusion lift requests waiting for risk or admin, oldest first;
 * one undecided for 7 days is marked overdue (the Malta directive's time to
 * decide). Each opens the member, whose breaks panel decides it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disputesApi, type LiftRequestRow } from '../../services/disputes.api';
import { Button } from '../button';
import { formatTime } from '../format';

export function LiftRequestsQueue({ onOpen }: { onOpen: (account: string) => void }) {
  const { t, i18n } = useTranslation();
  const [requests, setRequests] = useState<LiftRequestRow[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    disputesApi.liftRequests({ signal: controller.signal }).then((answer) => setRequests(answer.requests), () => undefined);
    return () => controller.abort();
  }, []);

  if (!requests) return null;
  return (
    <section className="bo-card" aria-labelledby="lift-requests-heading" data-testid="lift-requests">
      <h2 id="lift-requests-heading">{t('backoffice.breaks.queueHeading')}</h2>
      {requests.length === 0 && <p className="bo-muted">{t('backoffice.breaks.queueNone')}</p>}
      <ul className="bo-note-list">
        {requests.map((request) => (
          <li key={request.breakId} data-testid="lift-request" data-account={request.account}>
            <strong>{request.account}</strong> {t('backoffice.breaks.queueAsked', { time: formatTime(request.requestedAt, i18n.language) })}{' '}
            {request.overdue && <span className="bo-status bo-status--rejected">{t('backoffice.breaks.overdue')}</span>}{' '}
            <Button size="sm" variant="secondary" onClick={() => onOpen(request.account)}>
              {t('backoffice.breaks.queueOpen', { account: request.account })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
