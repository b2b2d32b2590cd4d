/**
 * A promotion as players will see it, in EN and in TY: the promotion page's
 * list in the public answer's order with the draft in place (only what is
 * inside its window now), and the draft's detail page: cover, title,
 * category and its terms cleaned as the portal cleans them.
 */
import { useTranslation } from 'react-i18next';
import type { PromotionBody, PromotionChoices, PromotionPreview as Preview } from '../../services/promotion-content';
import type { KindPreviewProps } from './content-kind';
import { HtmlFrame } from './html-frame';
import { PreviewFrame } from './preview-frame';

export function PromotionPreview({ preview, busy, onPublish, onEdit }: KindPreviewProps<PromotionBody, Preview, PromotionChoices>) {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, unknown>) => t(`backoffice.content.promotion.${key}`, values);
  return (
    <PreviewFrame testId="promotion-preview" explain={label('explain')} busy={busy} onPublish={onPublish} onEdit={onEdit}>
      {(language) => {
        const answer = preview.languages[language];
        const { detail } = answer;
        return (
          <>
            {!answer.shownNow && (
              <p className="bo-muted" role="note">
                {label('outsideWindow')}
              </p>
            )}
            {/* It scrolls when the page holds many promotions: focusable, so a keyboard can scroll it too. */}
            <ol className="bo-promo-list" aria-label={label('listLabel')} tabIndex={0}>
              {answer.promotions.map((promotion) => {
                const isDraft = promotion.id === answer.draftId;
                return (
                  <li key={promotion.id} className={isDraft ? 'bo-promo-card is-draft' : 'bo-promo-card'} data-draft={isDraft || undefined}>
                    <img src={promotion.announcementImages[0]?.url ?? ''} alt="" />
                    <span>{promotion.title}</span>
                    {isDraft && <span className="bo-badge">{t('backoffice.content.preview.draft')}</span>}
                  </li>
                );
              })}
            </ol>
            <article className="bo-promo-detail" data-testid={`promotion-detail-${language}`}>
              {detail.announcementImages[0] && <img src={detail.announcementImages[0].url} alt={label('cover', { title: detail.title })} />}
              <h3>{detail.title}</h3>
              <p className="bo-muted">{label(`categories.${detail.category}`)}</p>
              <HtmlFrame title={label('termsOf', { title: detail.title })} html={detail.content} />
            </article>
          </>
        );
      }}
    </PreviewFrame>
  );
}
