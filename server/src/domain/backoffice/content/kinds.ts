/** The kinds of content the back office edits, by the name their drafts and the API paths use. */
import { errorCodes } from '../../../../../src/services/error-codes';
import { DomainError } from '../../../http/domain-error';
import { announcementKind } from './announcements';
import { bannerKind } from './banners';
import type { ContentKind } from './kind';

const byName: Record<string, ContentKind<object>> = {
  banner: bannerKind as unknown as ContentKind<object>,
  announcement: announcementKind as unknown as ContentKind<object>,
};
/** The API's plural path segment of each kind. */
const byPath: Record<string, string> = { banners: 'banner', announcements: 'announcement' };

const known = (kind: ContentKind<object> | undefined): ContentKind<object> => {
  if (!kind) throw new DomainError(errorCodes.notFound, 404);
  return kind;
};

/** A kind by the name its drafts keep. */
export const contentKind = (name: string): ContentKind<object> => known(byName[name]);

/** A kind by its API path segment (`banners`). */
export const contentKindAt = (segment: string): ContentKind<object> => known(byName[byPath[segment] ?? '']);
