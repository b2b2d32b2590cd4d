/** How goods read in the drafts and published tables: picture, both names, price, stock, on or off. */
import type { TFunction } from 'i18next';
import type { GoodsBody } from '../../services/content.api';
import { BothLanguages } from './both-languages';
import type { Column } from './content-kind';

export function goodsColumns(t: TFunction) {
  const label = (key: string) => t(`backoffice.content.goods.${key}`);
  const columns: Column<GoodsBody>[] = [
    { header: label('names'), cell: (body) => <BothLanguages text={body.names} /> },
    { header: label('points'), cell: (body) => body.points, numeric: true },
    { header: label('stock'), cell: (body) => body.stock, numeric: true },
    { header: label('state'), cell: (body) => label(body.enabled ? 'on' : 'off') },
  ];
  return { draft: columns, published: columns };
}
