/** The points mall's goods and stock, on the generic content screen: the preview is the mall's list with the draft in place, in both languages. */
import type { ContentKindView } from '../../components/content/content-kind';
import { goodsColumns } from '../../components/content/goods-columns';
import { GoodsForm } from '../../components/content/goods-form';
import { GoodsPreview } from '../../components/content/goods-preview';
import { ContentKindScreen } from './content-kind-screen';

const goods: ContentKindView<'goods'> = {
  path: 'goods',
  name: 'goods',
  empty: {
    type: 'gift',
    names: { EN: '', TY: '' },
    descriptions: { EN: '', TY: '' },
    units: { EN: '', TY: '' },
    imageUrl: '',
    points: 100,
    amount: '0',
    stock: 0,
    stockSeen: null,
    needsAddress: false,
    enabled: true,
    sort: 0,
  },
  Form: GoodsForm,
  Preview: GoodsPreview,
  columns: goodsColumns,
  bodyOf: ({ id: _id, ...body }) => body,
};

export const GoodsScreen = () => <ContentKindScreen kind={goods} />;
