/** How a banner reads in the drafts and published tables: its group, both pictures, its link and order. */
import type { TFunction } from 'i18next';
import type { BannerBody } from '../../services/content.api';
import type { Column } from './content-kind';

const Pictures = ({ body }: { body: BannerBody }) => (
  <span className="bo-thumbs">
    {(['EN', 'TY'] as const).map((language) => (
      <img key={language} src={body.imageUrl[language]} alt={language} title={body.imageUrl[language]} />
    ))}
  </span>
);

export function bannerColumns(t: TFunction) {
  const group: Column<BannerBody> = { header: t('backoffice.content.banner.group'), cell: (body) => body.groupName };
  const pictures: Column<BannerBody> = { header: t('backoffice.content.banner.pictures'), cell: (body) => <Pictures body={body} /> };
  const link = (body: BannerBody) => (body.linkageType ? `${t(`backoffice.content.banner.linkage.${body.linkageType}`)}: ${body.linkage}` : t('backoffice.content.banner.linkage.none'));
  return {
    draft: [group, pictures],
    published: [group, pictures, { header: t('backoffice.content.banner.linkageType'), cell: link }, { header: t('backoffice.content.banner.sort'), cell: (body: BannerBody) => body.sort, numeric: true }],
  };
}
