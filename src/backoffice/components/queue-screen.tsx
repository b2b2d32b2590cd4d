/**
 * The reusable queue screen: filters (status, member, period), a page of
 * items, and the selected item's panel beside the list. A queue names its
 * kind, statuses, extra columns and the verbs its items can be decided with;
 * the list reloads after every decision.
 */
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Pager } from './pager';
import { errorText } from '../i18n';
import { backofficeApi, type QueueFilters, type QueueKind, type QueuePage, type QueueRow } from '../services/backoffice.api';
import { OperatorCallError } from '../services/operator-call';
import { ItemPanel, type Verb } from './item-panel';
import { formatTime } from './format';
import { PeriodFields } from './period-fields';

export interface QueueColumn {
  key: string;
  label: string;
  render?: (row: QueueRow) => ReactNode;
}

export interface QueueScreenProps {
  kind: QueueKind;
  heading: string;
  statuses: readonly string[];
  columns: readonly QueueColumn[];
  verbs: readonly Verb[];
  /** Whether this operator may claim and decide (the gateway checks again). */
  canDecide: boolean;
  /** The item's own detail in its panel. */
  detail?: (row: QueueRow) => ReactNode;
  /** False for a queue whose items carry no money (feedback). */
  showAmount?: boolean;
  /** One more filter of the queue's own (a feedback's question type). */
  extraFilter?: { name: 'questionType'; label: string; options: readonly { value: string; label: string }[] };
  /** What the decision's text is called where it is not a reason (an answer to the member). */
  reasonText?: { label: string; hint: string };
}

const pageSize = 20;
const dayStart = (date: string) => (date ? new Date(`${date}T00:00:00`).getTime() : undefined);
const dayEnd = (date: string) => (date ? new Date(`${date}T23:59:59.999`).getTime() : undefined);

export function QueueScreen({ kind, heading, statuses, columns, verbs, canDecide, detail, showAmount = true, extraFilter, reasonText }: QueueScreenProps) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<QueueFilters>({ status: statuses[0], page: 1, size: pageSize });
  const [page, setPage] = useState<QueuePage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<QueueRow | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    backofficeApi
      .queue(kind, filters, { signal: controller.signal })
      .then((answer) => (setPage(answer), setError(null)))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(errorText(i18n, failure instanceof OperatorCallError ? failure.code : 'system.busy'));
      });
    return () => controller.abort();
  }, [kind, filters, version, i18n]);

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const extra = extraFilter ? { [extraFilter.name]: text(extraFilter.name) || undefined } : {};
    setFilters({ status: text('status') || undefined, member: text('member') || undefined, from: dayStart(text('from')), to: dayEnd(text('to')), ...extra, page: 1, size: pageSize });
  };
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const pages = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;

  return (
    <div className="bo-queue">
      <section className="bo-queue__list" aria-labelledby={`${kind}-heading`}>
        <h1 id={`${kind}-heading`}>{heading}</h1>
        <form className="bo-filters" onSubmit={applyFilters} aria-label={t('backoffice.queue.filters')}>
          <label className="bo-field">
            <span>{t('backoffice.queue.status')}</span>
            <select name="status" defaultValue={statuses[0]}>
              <option value="">{t('backoffice.queue.any')}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`backoffice.queue.statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>{t('backoffice.queue.member')}</span>
            <input name="member" maxLength={40} />
          </label>
          {extraFilter && (
            <label className="bo-field">
              <span>{extraFilter.label}</span>
              <select name={extraFilter.name} defaultValue="">
                <option value="">{t('backoffice.queue.any')}</option>
                {extraFilter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <PeriodFields />
          <Button type="submit" size="sm">
            {t('backoffice.queue.apply')}
          </Button>
        </form>
        {error && <p className="bo-error" role="alert">{error}</p>}
        {!page ? (
          <p className="bo-muted">{t('backoffice.queue.loading')}</p>
        ) : page.rows.length === 0 ? (
          <p className="bo-empty">{t('backoffice.queue.empty')}</p>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.queue.reference')}</th>
                <th scope="col">{t('backoffice.queue.member')}</th>
                {showAmount && (
                  <th scope="col" className="bo-num">
                    {t('backoffice.queue.amount')}
                  </th>
                )}
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
                <th scope="col">{t('backoffice.queue.status')}</th>
                <th scope="col">{t('backoffice.queue.requested')}</th>
                <th scope="col">{t('backoffice.queue.claim')}</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.reference} aria-selected={selected?.reference === row.reference} data-reference={row.reference}>
                  <td>
                    <button type="button" className="bo-link" onClick={() => setSelected(row)} aria-label={t('backoffice.queue.select', { reference: row.reference })}>
                      {row.reference}
                    </button>
                  </td>
                  <td>{row.account}</td>
                  {showAmount && <td className="bo-num">{row.amount}</td>}
                  {columns.map((column) => (
                    <td key={column.key}>{column.render ? column.render(row) : String(row[column.key] ?? '')}</td>
                  ))}
                  <td>
                    <span className={`bo-status bo-status--${row.status}`}>{t(`backoffice.queue.statuses.${row.status}`)}</span>
                  </td>
                  <td>{formatTime(row.createdAt, i18n.language)}</td>
                  <td>{row.claim?.holder ?? t('backoffice.queue.free')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page && page.total > 0 && (
          <Pager page={filters.page} pages={pages} total={page.total} onPage={(next) => setFilters({ ...filters, page: next })} />
        )}
      </section>
      <aside className="bo-queue__panel" aria-label={selected?.reference ?? t('backoffice.item.nothing')}>
        {selected ? (
          <ItemPanel key={`${kind}:${selected.reference}`} kind={kind} row={selected} verbs={verbs} canDecide={canDecide} onDecided={reload} waitingStatus={statuses[0]!} detail={detail} showAmount={showAmount} reasonText={reasonText} />
        ) : (
          <p className="bo-muted">{t('backoffice.item.nothing')}</p>
        )}
      </aside>
    </div>
  );
}
