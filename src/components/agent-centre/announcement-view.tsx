/**
 * Agent notices (announcement): pinned ones first as the gateway orders
 * them, each a card whose body opens below its title; the first opens by
 * itself. Bodies are operator HTML, sanitised again before they render.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { AgentAnnouncement } from '../../services/schemas/agent';
import { sanitizeHtml } from '../announcements/sanitize-html';
import { Icon } from '../ui/icons';
import { Panel } from '../member-centre/kit/panel';
import { SkeletonRows } from '../member-centre/kit/skeleton';
import { EmptyRows, FailedState } from '../member-centre/kit/states';
import { StatusPill } from '../member-centre/kit/status-pill';
import { formatMoment } from '../member-centre/records/intl-dates';
import { RecordsPager } from '../member-centre/records/records-pager';
import './agent-centre.css';

export interface AnnouncementViewProps {
  view: RecordsView<{ list: AgentAnnouncement[]; pageNo: number; totalPages: number; total: number }>;
  onPage(pageNo: number): void;
  onRetry(): void;
}

function NoticeCard({ item, open, onToggle }: { item: AgentAnnouncement; open: boolean; onToggle(): void }) {
  const { t, i18n } = useTranslation();
  const body = useMemo(() => (open ? sanitizeHtml(item.content) : ''), [open, item.content]);
  const classes = ['ac-notice', item.pinned ? 'is-pinned' : '', open ? 'is-open' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-testid="agent-notice">
      <button type="button" className="ac-notice__head" aria-expanded={open} onClick={onToggle}>
        <span className="ac-notice__icon">
          <Icon name={item.pinned ? 'pin' : 'megaphone'} size={17} />
        </span>
        <span className="ac-notice__titles">
          <span className="ac-notice__title">{item.title}</span>
          <span className="ac-notice__date">{formatMoment(item.publishedAt, i18n.language)}</span>
        </span>
        {item.pinned ? <StatusPill tone="pending">{t('agentCentre.announcement.pinned')}</StatusPill> : null}
        <Icon name="chevronDown" size={18} className="ac-notice__chevron" />
      </button>
      {open ? <div className="ac-notice__body" data-testid="agent-notice-body" dangerouslySetInnerHTML={{ __html: body }} /> : null}
    </li>
  );
}

export function AnnouncementView({ view, onPage, onRetry }: AnnouncementViewProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<number | null | undefined>(undefined);
  const list = view.answer.list;
  // Until the agent opens or closes one, the first notice of the page is open.
  const openId = opened === undefined ? (list[0]?.id ?? null) : opened;

  const content = () => {
    if (view.status === 'loading') return <SkeletonRows rows={4} label={t('memberCentre.records.loading')} />;
    if (view.status === 'failed') return <FailedState errorCode={view.errorCode} onRetry={onRetry} testId="announcement-failed" />;
    if (view.status === 'empty') return <EmptyRows icon="megaphone" title={t('agentCentre.announcement.empty.title')} text={t('agentCentre.announcement.empty.text')} testId="announcement-empty" />;
    return (
      <>
        <ul className="ac-notices" data-testid="agent-notices">
          {list.map((item) => (
            <NoticeCard key={item.id} item={item} open={item.id === openId} onToggle={() => setOpened(item.id === openId ? null : item.id)} />
          ))}
        </ul>
        <RecordsPager pageNo={view.answer.pageNo} totalPages={view.answer.totalPages} total={view.answer.total} onPage={onPage} />
      </>
    );
  };

  return (
    <div data-testid="announcement">
      <Panel title={t('agentCentre.announcement.title')} subtitle={t('agentCentre.announcement.lead')} icon="megaphone">
        {content()}
      </Panel>
    </div>
  );
}
