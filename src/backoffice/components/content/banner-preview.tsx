/**
 * The banner strip of the page the draft's group belongs to, as players
 * reading each language will see it: the public answer's order, each picture
 * the one that language's answer gives (the gateway computed it with the
 * draft in place). The draft's slide is marked; nothing is public yet.
 */
import { useTranslation } from 'react-i18next';
import type { BannerBody, BannerChoices, BannerPreview as Preview } from '../../services/content.api';
import type { KindPreviewProps } from './content-kind';
import { PreviewFrame } from './preview-frame';

export function BannerPreview({ preview, body, choices, busy, onPublish, onEdit }: KindPreviewProps<BannerBody, Preview, BannerChoices>) {
  const { t } = useTranslation();
  const path = choices.groups.find((choice) => choice.group === body.groupName)?.path ?? '';
  return (
    <PreviewFrame testId="banner-preview" explain={t('backoffice.content.preview.explain', { path })} busy={busy} onPublish={onPublish} onEdit={onEdit}>
      {(language) => {
        const shown = preview.languages[language];
        return (
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
        );
      }}
    </PreviewFrame>
  );
}
