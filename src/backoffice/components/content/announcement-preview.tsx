/**
 * An announcement as players will see it, in EN and in TY: its type's list
 * in the answer's order (newest first, so the draft on top), each title and
 * content the one that language's answer gives. The content is operator HTML:
 * it is drawn in a sandboxed frame (no scripts, no forms, an origin of its
 * own), so markup in a draft can never act in the operator's session.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import type { AnnouncementPreview as Preview } from '../../services/content.api';

export interface AnnouncementPreviewProps {
  preview: Preview;
  busy: boolean;
  onPublish(): void;
  onEdit(): void;
}

const shown = 3;

export function AnnouncementPreview({ preview, busy, onPublish, onEdit }: AnnouncementPreviewProps) {
  const { t } = useTranslation();
  return (
    <section className="bo-preview" aria-labelledby="preview-heading" data-testid="announcement-preview">
      <h2 id="preview-heading">{t('backoffice.content.preview.heading')}</h2>
      <p className="bo-muted">{t('backoffice.content.announcement.explain', { type: t(`backoffice.content.announcement.types.${preview.languages.EN.type}`) })}</p>
      <div className="bo-preview__languages">
        {(['EN', 'TY'] as const).map((language) => {
          const list = preview.languages[language];
          return (
            <figure key={language} className="bo-preview__frame" data-testid={`preview-${language}`}>
              <figcaption>{t(`backoffice.content.preview.as${language}`)}</figcaption>
              <ol className="bo-notices">
                {list.notices.slice(0, shown).map((notice) => {
                  const isDraft = notice.id === list.draftId;
                  return (
                    <li key={notice.id} className={isDraft ? 'bo-notice is-draft' : 'bo-notice'} data-draft={isDraft || undefined}>
                      <p className="bo-notice__title">
                        {notice.title} {isDraft && <span className="bo-badge">{t('backoffice.content.preview.draft')}</span>}
                      </p>
                      {isDraft && <iframe className="bo-notice__body" title={notice.title} sandbox="" srcDoc={`<!doctype html><meta charset="utf-8"><body style="font:14px system-ui;color:#e6e6f0;background:#12131f;margin:8px">${notice.content}</body>`} />}
                    </li>
                  );
                })}
              </ol>
              {list.notices.length > shown && <p className="bo-muted">{t('backoffice.content.announcement.more', { count: list.notices.length - shown })}</p>}
            </figure>
          );
        })}
      </div>
      <div className="bo-content-form__actions">
        <Button onClick={onPublish} disabled={busy} data-testid="publish">
          {t('backoffice.content.publish')}
        </Button>
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          {t('backoffice.content.backToEdit')}
        </Button>
      </div>
    </section>
  );
}
