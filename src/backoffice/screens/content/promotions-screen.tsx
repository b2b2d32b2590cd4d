/** Promotions in EN and TY with their claim rules, on the generic content screen: the preview is the promotion page and the draft's detail in both languages. */
import '../../components/content/promotion.css';
import type { ContentKindView } from '../../components/content/content-kind';
import { promotionColumns } from '../../components/content/promotion-columns';
import { PromotionForm } from '../../components/content/promotion-form';
import { PromotionPreview } from '../../components/content/promotion-preview';
import { windowState } from '../../components/content/promotion-window';
import { ContentKindScreen } from './content-kind-screen';

const promotions: ContentKindView<'promotions'> = {
  path: 'promotions',
  name: 'promotion',
  empty: {
    title: { EN: '', TY: '' },
    content: { EN: '', TY: '' },
    image: { EN: '', TY: '' },
    category: 'event',
    startsAt: null,
    endsAt: null,
    sort: 0,
    rule: null,
  },
  Form: PromotionForm,
  Preview: PromotionPreview,
  columns: promotionColumns,
  bodyOf: ({ id: _id, ...body }) => body,
  // The row stays (claims refer to it): "End now" closes its window, and an ended promotion has nothing left to end.
  unpublish: {
    label: 'backoffice.content.promotion.unpublish',
    offers: (row) => windowState(row, Date.now()) !== 'ended',
  },
};

export const PromotionsScreen = () => <ContentKindScreen kind={promotions} />;
