/**
 * The draft as players will see it, side by side in EN and TY: the banner
 * strip of the page its group belongs to, in the public answer's order, each
 * picture the one that language's answer gives (the gateway computed it with
 * the draft in place). The draft's slide is marked; nothing is public yet.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import type { BannerPreview as Preview } from '../../services/content.api';

export interface BannerPreviewProps {
  preview: Preview;
  path: string;
  busy: boolean;
  onPublish(): void;
  onEdit(): void;
}

export function BannerPreview({ preview, path, busy, onPublish, onEdit }: BannerPreviewProps) {
  const { t } = useTranslation();
  return (
    <section className="bo-preview" aria-labelledby="preview-heading" data-testid="banner-preview">
      <h2 id="preview-heading">{t('backoffice.content.preview.heading')}</h2>
      <p className="bo-muted">{t('backoffice.content.preview.explain', { path })}</p>
      <div className="bo-preview__languages">
        {(['EN', 'TY'] as const).map((language) => {
          const shown = preview.languages[language];
          return (
            <figure key={language} className="bo-preview__frame" data-testid={`preview-${language}`}>
              <figcaption>{t(`backoffice.content.preview.as${language}`)}</figcaption>
              <ol className="bo-preview__strip">
                {shown.banners.map((banner, index) => {
                  const isDraft = banner.bannerId === shown.draftId;
                  return (
                    <li key={banner.bannerId} className={isDraft ? 'bo-preview__slide is-draft' : 'bo-preview__slide'} data-draft={isDraft || undefined}>
                      <img src={banner.url} alt={t('backoffice.content.preview.slide', { index: index + 1, count: shown.banners.length })} />
                      {isDraft && <span className="bo-badge">{t('backoffice.content.preview.draft')}</span>}
                    </li>
                  );
                })}
              </ol>
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
