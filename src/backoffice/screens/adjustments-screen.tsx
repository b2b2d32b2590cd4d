/** Adjustments above their asker's limit wait here for a second operator; decided ones stay listed under their status. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdjustmentRow } from '../components/adjustment-row';
import { Button } from '../components/button';
import { errorText } from '../i18n';
import { membersApi, type Adjustment } from '../services/members.api';
import { OperatorCallError } from '../services/operator-call';
import { useBackoffice } from '../use-backoffice';

const pageSize = 20;
const statuses = ['pending', 'applied', 'rejected'] as const;

export function AdjustmentsScreen() {
  const { t, i18n } = useTranslation();
  const { auth } = useBackoffice();
  const [status, setStatus] = useState<string>('pending');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ rows: Adjustment[]; more: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    membersApi.adjustments({ status: status || undefined, page, size: pageSize }, { signal: controller.signal }).then(
      (result) => (setAnswer(result), setError(null)),
      (failure: unknown) => !controller.signal.aborted && setError(errorText(i18n, failure instanceof OperatorCallError ? failure.code : 'system.busy')),
    );
    return () => controller.abort();
  }, [status, page, version, i18n]);

  return (
    <section aria-labelledby="adjustments-heading">
      <h1 id="adjustments-heading">{t('backoffice.adjust.queueHeading')}</h1>
      <div className="bo-filters">
        <label className="bo-field">
          <span>{t('backoffice.queue.status')}</span>
          <select value={status} onChange={(event) => (setStatus(event.target.value), setPage(1))}>
            <option value="">{t('backoffice.queue.any')}</option>
            {statuses.map((name) => (
              <option key={name} value={name}>
                {t(`backoffice.adjust.statuses.${name}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      {answer && answer.rows.length === 0 && <p className="bo-empty">{t('backoffice.queue.empty')}</p>}
      {answer && answer.rows.length > 0 && (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.queue.reference')}</th>
              <th scope="col">{t('backoffice.queue.member')}</th>
              <th scope="col" className="bo-num">{t('backoffice.queue.amount')}</th>
              <th scope="col">{t('backoffice.item.reason')}</th>
              <th scope="col">{t('backoffice.adjust.requestedBy')}</th>
              <th scope="col">{t('backoffice.queue.requested')}</th>
              <th scope="col">{t('backoffice.adjust.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.rows.map((row) => (
              <AdjustmentRow key={`${row.reference}:${row.status}`} row={row} canDecide={auth.may('adjustments.approve')} onDecided={reload} />
            ))}
          </tbody>
        </table>
      )}
      <div className="bo-pager">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('backoffice.queue.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!answer?.more} onClick={() => setPage(page + 1)}>
          {t('backoffice.queue.next')}
        </Button>
      </div>
    </section>
  );
}
