/**
 * The one screen for every kind of public content: the drafts and published
 * tables, the edit form, the preview in EN and TY, publishing; the steps are
 * the content-editor statechart's. A kind only describes its views
 * (ContentKindView): see banners-screen.tsx.
 */
import { useTranslation } from 'react-i18next';
import '../../components/content/content.css';
import { ContentHeading } from '../../components/content/content-heading';
import type { ContentKindView } from '../../components/content/content-kind';
import { ContentTables } from '../../components/content/content-tables';
import { errorText } from '../../i18n';
import type { KindPath } from '../../services/content.api';
import { useContentEditor } from './use-content-editor';

export function ContentKindScreen<K extends KindPath>({ kind }: { kind: ContentKindView<K> }) {
  const { t, i18n } = useTranslation();
  const editor = useContentEditor(kind.path);
  const { list, step, failure, busy } = editor;
  const fieldErrors = Object.fromEntries(Object.entries(failure?.fields ?? {}).map(([path, code]) => [path, errorText(i18n, code)]));
  const { Form, Preview } = kind;
  const columns = kind.columns(t, i18n.language);
  const headingId = `${kind.path}-heading`;

  return (
    <section aria-labelledby={headingId}>
      <ContentHeading
        id={headingId}
        heading={t(`backoffice.content.${kind.name}.heading`)}
        newLabel={t(`backoffice.content.${kind.name}.new`)}
        onNew={list ? () => editor.edit(null, null, kind.empty) : null}
        listing={step.name === 'list'}
        failureCode={failure?.code ?? null}
        published={editor.published}
      />
      {list && step.name === 'editing' && (
        <Form key={step.draftId ?? 'new'} choices={list.choices} initial={step.body} fieldErrors={fieldErrors} busy={busy} onSubmit={(body) => void editor.saveAndPreview(body)} onCancel={editor.cancel} />
      )}
      {list && step.name === 'previewing' && (
        <Preview preview={step.preview} body={step.body} choices={list.choices} busy={busy} onPublish={() => void editor.publish()} onEdit={editor.backToEdit} />
      )}
      {list && step.name === 'list' && (
        <ContentTables
          name={kind.name}
          draftColumns={columns.draft}
          publishedColumns={columns.published}
          published={list.published}
          drafts={list.drafts}
          busy={busy}
          onEdit={(row) => editor.edit(null, row.id, kind.bodyOf(row))}
          onUnpublish={(id) => void editor.unpublish(id)}
          unpublishLabel={kind.unpublish && t(kind.unpublish.label)}
          canUnpublish={kind.unpublish?.offers}
          onContinue={(draft) => editor.edit(draft.id, draft.targetId, draft.body)}
          onDiscard={(id) => void editor.discard(id)}
        />
      )}
    </section>
  );
}
