/** Announcements of every type in EN and TY, on the generic content screen: the preview is the type's list in both languages. */
import { announcementColumns } from '../../components/content/announcement-columns';
import { AnnouncementForm } from '../../components/content/announcement-form';
import { AnnouncementPreview } from '../../components/content/announcement-preview';
import type { ContentKindView } from '../../components/content/content-kind';
import { ContentKindScreen } from './content-kind-screen';

const announcements: ContentKindView<'announcements'> = {
  path: 'announcements',
  name: 'announcement',
  empty: { type: 'PL', execution: 'B', title: { EN: '', TY: '' }, content: { EN: '', TY: '' }, sort: 0 },
  Form: AnnouncementForm,
  Preview: AnnouncementPreview,
  columns: announcementColumns,
  bodyOf: ({ id: _id, publishedAt: _publishedAt, ...body }) => body,
};

export const AnnouncementsScreen = () => <ContentKindScreen kind={announcements} />;
