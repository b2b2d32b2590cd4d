/**
 * An announcement as players will see it, in EN and in TY: its type's list
 * in the answer's order (newest first, so the draft on top), each title and
 * content the one that language's answer gives.
 */
import { useTranslation } from 'react-i18next';
import type { AnnouncementBody, AnnouncementChoices, AnnouncementPreview as Preview } from '../../services/content.api';
import type { KindPreviewProps } from './content-kind';
import { HtmlFrame } from './html-frame';
import { PreviewFrame } from './preview-frame';

const shown = 3;

export function AnnouncementPreview({ preview, busy, onPublish, onEdit }: KindPreviewProps<AnnouncementBody, Preview, AnnouncementChoices>) {
  const { t } = useTranslation();
  const explain = t('backoffice.content.announcement.explain', { type: t(`backoffice.content.announcement.types.${preview.languages.EN.type}`) });
  return (
    <PreviewFrame testId="announcement-preview" explain={explain} busy={busy} onPublish={onPublish} onEdit={onEdit}>
      {(language) => {
        const list = preview.languages[language];
        return (
          <>
            <ol className="bo-notices">
              {list.notices.slice(0, shown).map((notice) => {
                const isDraft = notice.id === list.draftId;
                return (
                  <li key={notice.id} className={isDraft ? 'bo-notice is-draft' : 'bo-notice'} data-draft={isDraft || undefined}>
                    <p className="bo-notice__title">
                      {notice.title} {isDraft && <span className="bo-badge">{t('backoffice.content.preview.draft')}</span>}
                    </p>
                    {isDraft && <HtmlFrame title={notice.title} html={notice.content} />}
                  </li>
                );
              })}
            </ol>
            {list.notices.length > shown && <p className="bo-muted">{t('backoffice.content.announcement.more', { count: list.notices.length - shown })}</p>}
          </>
        );
      }}
    </PreviewFrame>
  );
}
