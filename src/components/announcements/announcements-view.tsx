/** Announcements: a paged list of titles on the left, the chosen one on the right. */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../services/schemas/content';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { formatTimestamp } from './format-timestamp';
import { paginate } from './paginate';
import { sanitizeHtml } from './sanitize-html';
import './announcements.css';

export const announcementsPageSize = 9;

export interface AnnouncementsViewProps {
  status: 'loading' | 'ready' | 'failed';
  notices: readonly Notice[];
  pageSize?: number;
  /** A link under a notice's text (a popup about a promotion leads to the reward centre). */
  actionFor?: (notice: Notice) => ReactNode;
}

export function AnnouncementsView({ status, notices, pageSize = announcementsPageSize, actionFor }: AnnouncementsViewProps) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const page = paginate(notices, pageNumber, pageSize);
  const chosen = page.items.find((notice) => notice.id === chosenId) ?? page.items[0] ?? null;
  const body = useMemo(() => (chosen ? sanitizeHtml(chosen.content) : ''), [chosen]);

  const turn = (next: number) => {
    setPageNumber(next);
    setChosenId(null);
  };

  const heading = <h2 className="announcements__title">{t('announcements.title')}</h2>;
  if (status === 'loading') {
    return (
      <div className="announcements announcements--centered">
        {heading}
        <Spinner label={t('announcements.loading')} />
      </div>
    );
  }
  if (status === 'failed' || notices.length === 0) {
    return (
      <div className="announcements">
        {heading}
        <EmptyState icon={status === 'failed' ? 'alert' : 'mail'} title={t('announcements.empty.title')} text={status === 'failed' ? t('announcements.failed') : t('announcements.empty.text')} />
      </div>
    );
  }

  return (
    <div className="announcements" data-testid="announcements">
      {heading}
      <div className="announcements__layout">
        <nav className="announcements__list" aria-label={t('announcements.title')}>
          <ul>
            {page.items.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className={notice.id === chosen?.id ? 'announcements__item is-active' : 'announcements__item'}
                  aria-current={notice.id === chosen?.id ? 'true' : undefined}
                  onClick={() => setChosenId(notice.id)}
                  data-testid="announcement-item"
                >
                  <span className="announcements__item-title">{notice.title}</span>
                  <time className="announcements__item-date">{formatTimestamp(notice.timestamp).slice(0, 10)}</time>
                </button>
              </li>
            ))}
          </ul>
          <div className="announcements__pager">
            <Button variant="secondary" size="sm" disabled={!page.hasPrevious} onClick={() => turn(page.page - 1)} data-testid="announcements-previous">
              {t('announcements.pager.previous')}
            </Button>
            <span className="announcements__page" data-testid="announcements-page">
              {t('announcements.pager.page', { page: page.page, pages: page.pages })}
            </span>
            <Button variant="secondary" size="sm" disabled={!page.hasNext} onClick={() => turn(page.page + 1)} data-testid="announcements-next">
              {t('announcements.pager.next')}
            </Button>
          </div>
        </nav>
        {chosen ? (
          <article className="announcements__detail" data-testid="announcement-detail">
            <h3 className="announcements__detail-title">{chosen.title}</h3>
            <p className="announcements__detail-date">
              <Icon name="history" size={14} />
              <time data-testid="announcement-timestamp">{formatTimestamp(chosen.timestamp)}</time>
            </p>
            <div className="announcements__content" dangerouslySetInnerHTML={{ __html: body }} />
            {actionFor?.(chosen)}
          </article>
        ) : null}
      </div>
    </div>
  );
}
