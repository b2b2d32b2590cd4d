/** Banners by path group in EN and TY, on the generic content screen: the preview is the page's banner strip in both languages. */
import { bannerColumns } from '../../components/content/banner-columns';
import { BannerForm } from '../../components/content/banner-form';
import { BannerPreview } from '../../components/content/banner-preview';
import type { ContentKindView } from '../../components/content/content-kind';
import { ContentKindScreen } from './content-kind-screen';

const banners: ContentKindView<'banners'> = {
  path: 'banners',
  name: 'banner',
  empty: { groupName: 'w_home', imageUrl: { EN: '', TY: '' }, linkageType: '', linkage: '', sort: 0 },
  Form: BannerForm,
  Preview: BannerPreview,
  columns: bannerColumns,
  bodyOf: ({ id: _id, ...body }) => body,
};

export const BannersScreen = () => <ContentKindScreen kind={banners} />;
