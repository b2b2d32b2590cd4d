/**
 * Search by one downline's account above an agent report: typed freely,
 * applied on Enter or the search button, cleared with the × (which shows
 * the whole team again).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import './agent-centre.css';

export function AccountSearch({ value, onSearch, testId = 'account-search' }: { value: string; onSearch(account: string): void; testId?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="ac-search" role="search" onSubmit={submit} data-testid={testId}>
      <Icon name="user" size={15} />
      <input
        value={text}
        maxLength={32}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('agentCentre.search.placeholder')}
        aria-label={t('agentCentre.search.label')}
        data-testid={`${testId}-input`}
      />
      {value ? (
        <button
          type="button"
          className="ac-search__clear"
          aria-label={t('agentCentre.search.clear')}
          title={t('agentCentre.search.clear')}
          onClick={() => onSearch('')}
          data-testid={`${testId}-clear`}
        >
          <Icon name="close" size={14} />
        </button>
      ) : null}
      <button type="submit" className="ac-search__go" data-testid={`${testId}-submit`}>
        {t('agentCentre.search.submit')}
      </button>
    </form>
  );
}
