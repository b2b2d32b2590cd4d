/** The kinds of content the back office edits, by the name their drafts and the API paths use. */
import { errorCodes } from '../../../../../src/services/error-codes';
import { DomainError } from '../../../http/domain-error';
import { announcementKind } from './announcements';
import { bannerKind } from './banners';
import { goodsKind } from './goods';
import { helpTopicKind } from './help-topics';
import type { ContentKind } from './kind';
import { promotionKind } from './promotions';

const byName: Record<string, ContentKind<object>> = {
  banner: bannerKind as unknown as ContentKind<object>,
  announcement: announcementKind as unknown as ContentKind<object>,
  promotion: promotionKind as unknown as ContentKind<object>,
  helpTopic: helpTopicKind as unknown as ContentKind<object>,
  goods: goodsKind as unknown as ContentKind<object>,
};
/** The API's plural path segment of each kind. */
const byPath: Record<string, string> = { banners: 'banner', announcements: 'announcement', promotions: 'promotion', 'help-topics': 'helpTopic', goods: 'goods' };

const known = (kind: ContentKind<object> | undefined): ContentKind<object> => {
  if (!kind) throw new DomainError(errorCodes.notFound, 404);
  return kind;
};

/** A kind by the name its drafts keep. */
export const contentKind = (name: string): ContentKind<object> => known(byName[name]);

/** A kind by its API path segment (`banners`). */
export const contentKindAt = (segment: string): ContentKind<object> => known(byName[byPath[segment] ?? '']);
