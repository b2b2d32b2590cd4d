/**
 * The help centre: a search over the topics' titles and texts, the
 * categories as chips, and each topic as an expandable card. Pure view:
 * the topics, the load status and callbacks come in.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../announcements/sanitize-html';
import { useErrorText } from '../form/use-error-text';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { matchingTopics, type HelpTopicItem } from './help-topics-filter';
import './help-centre.css';

export interface HelpCentreViewProps {
  status: 'loading' | 'ready' | 'failed';
  topics: HelpTopicItem[];
  errorCode: string | null;
  onRetry(): void;
  onHome(): void;
}

export function HelpCentreView({ status, topics, errorCode, onRetry, onHome }: HelpCentreViewProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const categories = useMemo(() => [...new Set(topics.map((topic) => topic.category))], [topics]);
  const shown = useMemo(() => matchingTopics(topics, query, category), [topics, query, category]);

  return (
    <div className="help-centre" data-testid="help-centre">
      <header className="help-centre__hero">
        <button type="button" className="help-centre__home" onClick={onHome} data-testid="help-home">
          <Icon name="home" size={18} />
          {t('shell.common.backHome')}
        </button>
        <span className="help-centre__badge">
          <Icon name="help" size={28} />
        </span>
        <h1 className="help-centre__title">{t('shell.sections.helpmc.title')}</h1>
        <p className="help-centre__intro">{t('shell.sections.helpmc.intro')}</p>
        <label className="help-centre__search">
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t('help.search')}</span>
          <input type="search" value={query} placeholder={t('help.search')} onChange={(event) => setQuery(event.target.value)} data-testid="help-search" />
        </label>
      </header>

      {status === 'loading' ? <Spinner label={t('shell.status.loading')} /> : null}
      {status === 'failed' ? (
        <EmptyState icon="help" title={t('help.failed')} text={errorText(errorCode) ?? ''} action={<Button onClick={onRetry}>{t('shell.statusError.retry')}</Button>} />
      ) : null}
      {status === 'ready' && topics.length === 0 ? (
        <EmptyState icon="help" title={t('shell.sections.helpmc.emptyTitle')} text={t('shell.sections.helpmc.emptyText')} />
      ) : null}
      {status === 'ready' && topics.length > 0 ? (
        <section className="help-centre__body">
          <div className="help-centre__chips" role="group" aria-label={t('help.categories')}>
            {[null, ...categories].map((entry) => (
              <button
                key={entry ?? 'all'}
                type="button"
                className={`help-centre__chip${entry === category ? ' is-active' : ''}`}
                aria-pressed={entry === category}
                onClick={() => setCategory(entry)}
                data-testid={`help-category-${entry ?? 'all'}`}
              >
                {entry === null ? t('help.all') : t(`help.category.${entry}`, { defaultValue: entry })}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <p className="help-centre__none" data-testid="help-no-match">
              {t('help.noMatch', { query })}
            </p>
          ) : (
            <ul className="help-centre__topics">
              {shown.map((topic) => (
                <li key={topic.id}>
                  <details className="help-topic" data-testid="help-topic">
                    <summary className="help-topic__title">
                      <span>{topic.title}</span>
                      <span className="help-topic__tag">{t(`help.category.${topic.category}`, { defaultValue: topic.category })}</span>
                    </summary>
                    <div className="help-topic__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(topic.content) }} />
                  </details>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
