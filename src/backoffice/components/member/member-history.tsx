/**
 * The member's history in tabs: ledger, bets, bonuses, sign-ins, notes. Each
 * tab loads its own page when opened; `version` reloads the open one after an
 * adjustment or a lock changed what it shows.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n';
import { membersApi } from '../../services/members.api';
import { OperatorCallError } from '../../services/operator-call';
import { Pager } from '../pager';
import { BetsTable, BonusesTable, LedgerTable, SignInsTable } from './history-tables';
import { NotesPanel } from './notes-panel';

const tabs = ['ledger', 'bets', 'bonuses', 'signIns', 'notes'] as const;
type Tab = (typeof tabs)[number];
const pageSize = 20;

async function load(tab: Exclude<Tab, 'notes'>, account: string, page: number, signal: AbortSignal): Promise<{ total: number; view: ReactNode }> {
  if (tab === 'ledger') return membersApi.ledger(account, page, pageSize, { signal }).then((answer) => ({ total: answer.total, view: <LedgerTable rows={answer.rows} /> }));
  if (tab === 'bets') return membersApi.bets(account, page, pageSize, { signal }).then((answer) => ({ total: answer.total, view: <BetsTable rows={answer.rows} /> }));
  if (tab === 'signIns') return membersApi.signIns(account, page, pageSize, { signal }).then((answer) => ({ total: answer.total, view: <SignInsTable rows={answer.rows} /> }));
  return membersApi.bonuses(account, { signal }).then((answer) => ({ total: answer.rows.length, view: <BonusesTable rows={answer.rows} /> }));
}

export function MemberHistory({ account, version, canWriteNotes }: { account: string; version: number; canWriteNotes: boolean }) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>('ledger');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<{ total: number; view: ReactNode } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (tab === 'notes') return;
    const controller = new AbortController();
    setShown(null);
    load(tab, account, page, controller.signal).then(
      (answer) => (setShown(answer), setError(null)),
      (failure: unknown) => !controller.signal.aborted && setError(errorText(i18n, failure instanceof OperatorCallError ? failure.code : 'system.busy')),
    );
    return () => controller.abort();
  }, [tab, account, page, version, i18n]);

  const pages = shown ? Math.max(1, Math.ceil(shown.total / pageSize)) : 1;
  return (
    <section className="bo-history" aria-label={t('backoffice.member.history')}>
      <div role="tablist" className="bo-tabs">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls="history-panel"
            className="bo-tab"
            onClick={() => (setTab(name), setPage(1))}
          >
            {t(`backoffice.member.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="history-panel" aria-labelledby={`tab-${tab}`} className="bo-tabpanel">
        {tab === 'notes' ? (
          <NotesPanel account={account} canWrite={canWriteNotes} />
        ) : error ? (
          <p className="bo-error" role="alert">
            {error}
          </p>
        ) : !shown ? (
          <p className="bo-muted">{t('backoffice.queue.loading')}</p>
        ) : shown.total === 0 ? (
          <p className="bo-empty">{t('backoffice.item.noRecords')}</p>
        ) : (
          shown.view
        )}
        {tab !== 'notes' && tab !== 'bonuses' && shown && shown.total > pageSize && (
          <Pager page={page} pages={pages} onPage={setPage} />
        )}
      </div>
    </section>
  );
}
