/** The audit log: search by operator, action, subject and period, newest first, with whether the hash chain verifies. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { Pager } from '../components/pager';
import { formatTime } from '../components/format';
import { errorText } from '../i18n';
import { backofficeApi, type AuditFilters, type AuditRow, type AuditVerdict } from '../services/backoffice.api';
import { OperatorCallError } from '../services/operator-call';
import { PeriodFields } from '../components/period-fields';

const pageSize = 25;
const summary = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function AuditScreen() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({ page: 1, size: pageSize });
  const [rows, setRows] = useState<{ total: number; rows: AuditRow[] } | null>(null);
  const [verdict, setVerdict] = useState<AuditVerdict | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const fail = (failure: unknown) => !controller.signal.aborted && setError(errorText(i18n, failure instanceof OperatorCallError ? failure.code : 'system.busy'));
    backofficeApi.auditSearch(filters, { signal: controller.signal }).then(setRows, fail);
    backofficeApi.auditVerify({ signal: controller.signal }).then(setVerdict, fail);
    return () => controller.abort();
  }, [filters, i18n]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const from = text('from');
    const to = text('to');
    setFilters({
      actor: text('actor'),
      action: text('action'),
      subject: text('subject'),
      from: from ? new Date(`${from}T00:00:00`).getTime() : undefined,
      to: to ? new Date(`${to}T23:59:59.999`).getTime() : undefined,
      page: 1,
      size: pageSize,
    });
  };
  const pages = rows ? Math.max(1, Math.ceil(rows.total / pageSize)) : 1;

  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t('backoffice.audit.heading')}</h1>
      <p className={verdict?.intact === false ? 'bo-chain bo-chain--broken' : 'bo-chain'} role="status" data-testid="audit-chain">
        {!verdict ? t('backoffice.audit.checking') : verdict.intact ? t('backoffice.audit.intact', { rows: verdict.rows }) : t('backoffice.audit.broken', { seq: verdict.firstBadSeq })}
      </p>
      <form className="bo-filters" onSubmit={search}>
        {(['actor', 'action', 'subject'] as const).map((name) => (
          <label key={name} className="bo-field">
            <span>{t(`backoffice.audit.${name}`)}</span>
            <input name={name} maxLength={80} />
          </label>
        ))}
        <PeriodFields />
        <Button type="submit" size="sm">
          {t('backoffice.queue.apply')}
        </Button>
      </form>
      {error && <p className="bo-error" role="alert">{error}</p>}
      {rows && rows.rows.length === 0 && <p className="bo-empty">{t('backoffice.queue.empty')}</p>}
      {rows && rows.rows.length > 0 && (
        <table className="bo-table bo-table--audit">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('backoffice.audit.time')}</th>
              <th scope="col">{t('backoffice.audit.actor')}</th>
              <th scope="col">{t('backoffice.audit.action')}</th>
              <th scope="col">{t('backoffice.audit.subject')}</th>
              <th scope="col">{t('backoffice.audit.change')}</th>
              <th scope="col">{t('backoffice.audit.reason')}</th>
              <th scope="col">{t('backoffice.audit.address')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.rows.map((row) => (
              <tr key={row.seq}>
                <td>{row.seq}</td>
                <td>{formatTime(row.at, i18n.language)}</td>
                <td>
                  {row.actor} <span className="bo-muted">({t(`backoffice.menu.role.${row.role}`)})</span>
                </td>
                <td>{row.action}</td>
                <td>{row.subject}</td>
                <td className="bo-change">{summary(row.after)}</td>
                <td>{row.reason}</td>
                <td>{row.address}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows && rows.total > pageSize && (
        <Pager page={filters.page} pages={pages} onPage={(next) => setFilters({ ...filters, page: next })} />
      )}
    </section>
  );
}
