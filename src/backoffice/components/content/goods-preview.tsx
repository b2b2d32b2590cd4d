/**
 * The points mall as players reading each language will see it: the public
 * list in its order with the draft in place (its stock as publishing would
 * leave it now), each name and unit the one that language's answer gives.
 * Goods switched off are not listed: the preview says so.
 */
import { useTranslation } from 'react-i18next';
import type { GoodsBody, GoodsPreview as Preview } from '../../services/content.api';
import type { KindPreviewProps } from './content-kind';
import { PreviewFrame } from './preview-frame';

export function GoodsPreview({ preview, busy, onPublish, onEdit }: KindPreviewProps<GoodsBody, Preview, { types: GoodsBody['type'][] }>) {
  const { t } = useTranslation();
  return (
    <PreviewFrame testId="goods-preview" explain={t('backoffice.content.goods.explain')} busy={busy} onPublish={onPublish} onEdit={onEdit}>
      {(language) => {
        const { goods, draftId, listed } = preview.languages[language];
        return (
          <>
            {!listed && <p className="bo-muted">{t('backoffice.content.goods.hidden')}</p>}
            <ul className="bo-goods">
              {goods.map((item) => {
                const isDraft = item.id === draftId;
                return (
                  <li key={item.id} className={isDraft ? 'bo-goods__item is-draft' : 'bo-goods__item'} data-draft={isDraft || undefined}>
                    <img src={item.imageUrl} alt="" />
                    <p className="bo-goods__name">{item.name}</p>
                    <p className="bo-muted">
                      {t('backoffice.content.goods.price', { points: item.points })} · {t('backoffice.content.goods.left', { count: item.stock, unit: item.unit })}
                    </p>
                    {isDraft && <span className="bo-badge">{t('backoffice.content.preview.draft')}</span>}
                  </li>
                );
              })}
            </ul>
          </>
        );
      }}
    </PreviewFrame>
  );
}
