/** Search by username, mobile, e-mail or a deposit/withdrawal reference; each hit says how it matched and opens the member. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n';
import { membersApi, type MemberHit } from '../../services/members.api';
import { OperatorCallError } from '../../services/operator-call';
import { Button } from '../button';

export function MemberSearch({ initial, onOpen }: { initial: string; onOpen: (account: string) => void }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState(initial);
  const [asked, setAsked] = useState(initial);
  const [hits, setHits] = useState<MemberHit[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!asked) return setHits(null);
    const controller = new AbortController();
    membersApi.search(asked, { signal: controller.signal }).then(
      (answer) => (setHits(answer.rows), setError(null)),
      (failure: unknown) => !controller.signal.aborted && setError(errorText(i18n, failure instanceof OperatorCallError ? failure.code : 'system.busy')),
    );
    return () => controller.abort();
  }, [asked, i18n]);

  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading">{t('backoffice.member.search.heading')}</h1>
      <form
        className="bo-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(query.trim());
        }}
      >
        <label className="bo-field bo-field--wide">
          <span>{t('backoffice.member.search.label')}</span>
          <input name="q" value={query} onChange={(event) => setQuery(event.target.value)} maxLength={80} placeholder={t('backoffice.member.search.placeholder')} />
        </label>
        <Button type="submit" size="sm">
          {t('backoffice.queue.apply')}
        </Button>
      </form>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      {hits && hits.length === 0 && <p className="bo-empty">{t('backoffice.member.search.none')}</p>}
      {hits && hits.length > 0 && (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.queue.member')}</th>
              <th scope="col">{t('backoffice.member.facts.nickname')}</th>
              <th scope="col">{t('backoffice.member.facts.mobile')}</th>
              <th scope="col">{t('backoffice.member.facts.email')}</th>
              <th scope="col">{t('backoffice.member.search.matched')}</th>
            </tr>
          </thead>
          <tbody>
            {hits.map((hit) => (
              <tr key={hit.account}>
                <td>
                  <button type="button" className="bo-link" onClick={() => onOpen(hit.account)}>
                    {hit.account}
                  </button>
                </td>
                <td>{hit.nickname}</td>
                <td>{hit.mobile}</td>
                <td>{hit.email}</td>
                <td>{t(`backoffice.member.search.by.${hit.matched}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
