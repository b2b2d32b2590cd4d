/**
 * The inbox (messageV2): the member's messages, unread ones in bold with a
 * dot, and the one opened in the reading pane beside the list.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../../machines/paged-records/paged-records.selectors';
import type { Inbox, InboxItem } from '../../../services/schemas/profile';
import { Icon } from '../../ui/icons';
import { Panel } from '../kit/panel';
import { SkeletonRows } from '../kit/skeleton';
import { EmptyRows, FailedState } from '../kit/states';
import { formatMoment } from '../records/intl-dates';
import { RecordsPager } from '../records/records-pager';
import { messageExcerpt, messageHtml } from './message-text';
import './account.css';

export interface InboxViewProps {
  view: RecordsView<Inbox>;
  /** Messages marked read since the list loaded. */
  readIds: ReadonlySet<number>;
  /** Unread messages left, as the gateway last counted them. */
  unread: number;
  openId: number | null;
  onOpen(item: InboxItem): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export function InboxView({ view, readIds, unread, openId, onOpen, onPage, onRetry }: InboxViewProps) {
  const { t, i18n } = useTranslation();
  const isRead = (item: InboxItem) => item.read || readIds.has(item.id);
  const opened = view.status === 'ready' ? (view.answer.list.find((item) => item.id === openId) ?? null) : null;
  const body = useMemo(() => (opened ? messageHtml(opened.content) : ''), [opened]);

  const list = () => {
    if (view.status === 'loading') return <SkeletonRows rows={6} label={t('memberCentre.records.loading')} />;
    if (view.status === 'failed') return <FailedState errorCode={view.errorCode} onRetry={onRetry} testId="inbox-failed" />;
    if (view.status === 'empty') return <EmptyRows icon="mail" title={t('memberCentre.messageV2.empty.title')} text={t('memberCentre.messageV2.empty.text')} testId="inbox-empty" />;
    return (
      <>
        <ul className="mc-inbox__list" data-testid="inbox-list">
          {view.answer.list.map((item) => {
            const read = isRead(item);
            const classes = ['mc-inbox__item', read ? 'is-read' : 'is-unread', item.id === openId ? 'is-open' : ''].filter(Boolean).join(' ');
            return (
              <li key={item.id}>
                <button type="button" className={classes} onClick={() => onOpen(item)} aria-current={item.id === openId || undefined} data-testid="inbox-item" data-read={read}>
                  <span className="mc-inbox__dot" aria-hidden="true" />
                  <span className="mc-inbox__title">{item.title}</span>
                  <span className="mc-inbox__date">{formatMoment(item.sentAt, i18n.language)}</span>
                  <span className="mc-inbox__excerpt">{messageExcerpt(item.content)}</span>
                  {read ? null : <span className="visually-hidden">{t('memberCentre.messageV2.unreadMark')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
        <RecordsPager pageNo={view.answer.pageNo} totalPages={view.answer.totalPages} total={view.answer.total} onPage={onPage} />
      </>
    );
  };

  return (
    <div className="mc-inbox" data-testid="inbox">
      <Panel
        title={t('memberCentre.messageV2.list')}
        icon="mail"
        actions={
          <span className={unread > 0 ? 'mc-count is-hot' : 'mc-count'} data-testid="inbox-unread">
            {t('memberCentre.messageV2.unread', { count: unread })}
          </span>
        }
      >
        {list()}
      </Panel>
      <section className="mc-inbox__reader" data-testid="inbox-reader" aria-live="polite">
        {opened ? (
          <article>
            <header className="mc-inbox__reader-head">
              <h3>{opened.title}</h3>
              <p>{formatMoment(opened.sentAt, i18n.language)}</p>
            </header>
            <div className="mc-inbox__body" data-testid="inbox-body" dangerouslySetInnerHTML={{ __html: body }} />
          </article>
        ) : (
          <div className="mc-inbox__placeholder">
            <Icon name="mail" size={36} />
            <p>{t('memberCentre.messageV2.pick')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
