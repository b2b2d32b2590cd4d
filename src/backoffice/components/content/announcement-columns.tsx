/** How an announcement reads in the drafts and published tables: its type (and a popup's moment), both titles, when it was published. */
import type { TFunction } from 'i18next';
import type { AnnouncementBody } from '../../services/content.api';
import { formatTime } from '../format';
import { BothLanguages } from './both-languages';
import type { Column } from './content-kind';

export function announcementColumns(t: TFunction, language: string) {
  const kindOf = (body: AnnouncementBody) =>
    body.type === 'PU' ? `${t('backoffice.content.announcement.types.PU')} · ${t(`backoffice.content.announcement.executions.${body.execution}`)}` : t(`backoffice.content.announcement.types.${body.type}`);
  const columns: Column<AnnouncementBody>[] = [
    { header: t('backoffice.content.announcement.type'), cell: kindOf },
    { header: t('backoffice.content.announcement.titles'), cell: (body) => <BothLanguages text={body.title} /> },
  ];
  const publishedAt: Column<AnnouncementBody & { publishedAt: number }> = { header: t('backoffice.content.announcement.publishedAt'), cell: (row) => formatTime(row.publishedAt, language) };
  return { draft: columns, published: [...columns, publishedAt] };
}
