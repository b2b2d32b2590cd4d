/** Published banners by group (edit, unpublish) and open drafts (continue, discard). */
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { formatTime } from '../format';
import type { BannerBody, DraftRow } from '../../services/content.api';

export interface BannerTablesProps {
  published: Array<BannerBody & { id: number }>;
  drafts: DraftRow<BannerBody>[];
  busy: boolean;
  onEdit(banner: BannerBody & { id: number }): void;
  onUnpublish(id: number): void;
  onContinue(draft: DraftRow<BannerBody>): void;
  onDiscard(id: number): void;
}

const Pictures = ({ body }: { body: BannerBody }) => (
  <span className="bo-thumbs">
    {(['EN', 'TY'] as const).map((language) => (
      <img key={language} src={body.imageUrl[language]} alt={language} title={body.imageUrl[language]} />
    ))}
  </span>
);

export function BannerTables({ published, drafts, busy, onEdit, onUnpublish, onContinue, onDiscard }: BannerTablesProps) {
  const { t, i18n } = useTranslation();
  const link = (body: BannerBody) => (body.linkageType ? `${t(`backoffice.content.banner.linkage.${body.linkageType}`)}: ${body.linkage}` : t('backoffice.content.banner.linkage.none'));
  return (
    <>
      <h2>{t('backoffice.content.drafts')}</h2>
      {drafts.length === 0 ? (
        <p className="bo-empty">{t('backoffice.content.noDrafts')}</p>
      ) : (
        <table className="bo-table" data-testid="banner-drafts">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.content.banner.group')}</th>
              <th scope="col">{t('backoffice.content.banner.pictures')}</th>
              <th scope="col">{t('backoffice.content.changes')}</th>
              <th scope="col">{t('backoffice.content.author')}</th>
              <th scope="col">{t('backoffice.content.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((draft) => (
              <tr key={draft.id}>
                <td>{draft.body.groupName}</td>
                <td>
                  <Pictures body={draft.body} />
                </td>
                <td>{draft.targetId === null ? t('backoffice.content.newItem') : t('backoffice.content.changesItem', { id: draft.targetId })}</td>
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
      <table className="bo-table" data-testid="banner-published">
        <thead>
          <tr>
            <th scope="col">{t('backoffice.content.banner.group')}</th>
            <th scope="col">{t('backoffice.content.banner.pictures')}</th>
            <th scope="col">{t('backoffice.content.banner.linkageType')}</th>
            <th scope="col">{t('backoffice.content.banner.sort')}</th>
            <th scope="col">{t('backoffice.content.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {published.map((banner) => (
            <tr key={banner.id}>
              <td>{banner.groupName}</td>
              <td>
                <Pictures body={banner} />
              </td>
              <td>{link(banner)}</td>
              <td className="bo-num">{banner.sort}</td>
              <td className="bo-row-actions">
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onEdit(banner)}>
                  {t('backoffice.content.edit')}
                </Button>
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => onUnpublish(banner.id)}>
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
