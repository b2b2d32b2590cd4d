/** Published announcements by type (edit, unpublish) and open drafts (continue, discard). */
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { formatTime } from '../format';
import type { AnnouncementBody, DraftRow } from '../../services/content.api';

type Published = AnnouncementBody & { id: number; publishedAt: number };

export interface AnnouncementTablesProps {
  published: Published[];
  drafts: DraftRow<AnnouncementBody>[];
  busy: boolean;
  onEdit(row: Published): void;
  onUnpublish(id: number): void;
  onContinue(draft: DraftRow<AnnouncementBody>): void;
  onDiscard(id: number): void;
}

export function AnnouncementTables({ published, drafts, busy, onEdit, onUnpublish, onContinue, onDiscard }: AnnouncementTablesProps) {
  const { t, i18n } = useTranslation();
  const kindOf = (body: AnnouncementBody) =>
    body.type === 'PU' ? `${t('backoffice.content.announcement.types.PU')} · ${t(`backoffice.content.announcement.executions.${body.execution}`)}` : t(`backoffice.content.announcement.types.${body.type}`);
  const titles = (body: AnnouncementBody) => (
    <>
      {body.title.EN}
      <br />
      <span className="bo-muted" lang="tl">
        {body.title.TY}
      </span>
    </>
  );
  const head = (last: string) => (
    <thead>
      <tr>
        <th scope="col">{t('backoffice.content.announcement.type')}</th>
        <th scope="col">{t('backoffice.content.announcement.titles')}</th>
        <th scope="col">{last}</th>
        <th scope="col">{t('backoffice.content.actions')}</th>
      </tr>
    </thead>
  );
  return (
    <>
      <h2>{t('backoffice.content.drafts')}</h2>
      {drafts.length === 0 ? (
        <p className="bo-empty">{t('backoffice.content.noDrafts')}</p>
      ) : (
        <table className="bo-table" data-testid="announcement-drafts">
          {head(t('backoffice.content.author'))}
          <tbody>
            {drafts.map((draft) => (
              <tr key={draft.id}>
                <td>{kindOf(draft.body)}</td>
                <td>{titles(draft.body)}</td>
                <td>
                  {draft.author} <span className="bo-muted">{formatTime(draft.updatedAt, i18n.language)}</span>
                </td>
                <td className="bo-row-actions">
                  <Button size="sm" disabled={busy} onClick={() => onContinue(draft)}>
                    {t('backoffice.content.continue')}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDiscard(draft.id)}>
                    {t('backoffice.content.discard')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('backoffice.content.published')}</h2>
      <table className="bo-table" data-testid="announcement-published">
        {head(t('backoffice.content.announcement.publishedAt'))}
        <tbody>
          {published.map((row) => (
            <tr key={row.id}>
              <td>{kindOf(row)}</td>
              <td>{titles(row)}</td>
              <td>{formatTime(row.publishedAt, i18n.language)}</td>
              <td className="bo-row-actions">
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onEdit(row)}>
                  {t('backoffice.content.edit')}
                </Button>
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => onUnpublish(row.id)}>
                  {t('backoffice.content.unpublish')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
