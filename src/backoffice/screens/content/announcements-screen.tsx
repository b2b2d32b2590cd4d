/** Announcements of every type in EN and TY: drafts, a preview of the list as players will see it in both languages, publishing. */
import { useTranslation } from 'react-i18next';
import { AnnouncementForm } from '../../components/content/announcement-form';
import { AnnouncementPreview } from '../../components/content/announcement-preview';
import { AnnouncementTables } from '../../components/content/announcement-tables';
import '../../components/content/content.css';
import { ContentHeading } from '../../components/content/content-heading';
import { errorText } from '../../i18n';
import type { AnnouncementBody } from '../../services/content.api';
import { useContentEditor } from './use-content-editor';

const emptyAnnouncement: AnnouncementBody = { type: 'PL', execution: 'B', title: { EN: '', TY: '' }, content: { EN: '', TY: '' }, sort: 0 };

export function AnnouncementsScreen() {
  const { t, i18n } = useTranslation();
  const editor = useContentEditor('announcements');
  const { list, step, failure, busy } = editor;
  const fieldErrors = Object.fromEntries(Object.entries(failure?.fields ?? {}).map(([path, code]) => [path, errorText(i18n, code)]));

  return (
    <section aria-labelledby="announcements-heading">
      <ContentHeading
        id="announcements-heading"
        heading={t('backoffice.content.announcement.heading')}
        newLabel={t('backoffice.content.announcement.new')}
        onNew={list ? () => editor.edit(null, null, emptyAnnouncement) : null}
        listing={step.name === 'list'}
        failureCode={failure?.code ?? null}
        published={editor.published}
      />
      {list && step.name === 'editing' && (
        <AnnouncementForm key={step.draftId ?? 'new'} choices={list.choices} initial={step.body} fieldErrors={fieldErrors} busy={busy} onSubmit={(body) => void editor.saveAndPreview(body)} onCancel={editor.cancel} />
      )}
      {step.name === 'previewing' && <AnnouncementPreview preview={step.preview} busy={busy} onPublish={() => void editor.publish()} onEdit={editor.backToEdit} />}
      {list && step.name === 'list' && (
        <AnnouncementTables
          published={list.published as (AnnouncementBody & { id: number; publishedAt: number })[]}
          drafts={list.drafts}
          busy={busy}
          onEdit={({ id, publishedAt: _publishedAt, ...body }) => editor.edit(null, id, body)}
          onUnpublish={(id) => void editor.unpublish(id)}
          onContinue={(draft) => editor.edit(draft.id, draft.targetId, draft.body)}
          onDiscard={(id) => void editor.discard(id)}
        />
      )}
    </section>
  );
}
