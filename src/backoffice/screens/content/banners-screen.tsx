/** Banners by path group in EN and TY: drafts, a preview of the page as players will see it in both languages, publishing. */
import { useTranslation } from 'react-i18next';
import { BannerForm } from '../../components/content/banner-form';
import { BannerPreview } from '../../components/content/banner-preview';
import { BannerTables } from '../../components/content/banner-tables';
import '../../components/content/content.css';
import { ContentHeading } from '../../components/content/content-heading';
import { errorText } from '../../i18n';
import type { BannerBody } from '../../services/content.api';
import { useContentEditor } from './use-content-editor';

const emptyBanner: BannerBody = { groupName: 'w_home', imageUrl: { EN: '', TY: '' }, linkageType: '', linkage: '', sort: 0 };

export function BannersScreen() {
  const { t, i18n } = useTranslation();
  const editor = useContentEditor('banners');
  const { list, step, failure, busy } = editor;
  const fieldErrors = Object.fromEntries(Object.entries(failure?.fields ?? {}).map(([path, code]) => [path, errorText(i18n, code)]));
  const pathOf = (group: string) => list?.choices.groups.find((choice) => choice.group === group)?.path ?? '';

  return (
    <section aria-labelledby="banners-heading">
      <ContentHeading
        id="banners-heading"
        heading={t('backoffice.content.banner.heading')}
        newLabel={t('backoffice.content.banner.new')}
        onNew={list ? () => editor.edit(null, null, emptyBanner) : null}
        listing={step.name === 'list'}
        failureCode={failure?.code ?? null}
        published={editor.published}
      />
      {list && step.name === 'editing' && (
        <BannerForm key={step.draftId ?? 'new'} choices={list.choices} initial={step.body} fieldErrors={fieldErrors} busy={busy} onSubmit={(body) => void editor.saveAndPreview(body)} onCancel={editor.cancel} />
      )}
      {step.name === 'previewing' && <BannerPreview preview={step.preview} path={pathOf(step.body.groupName)} busy={busy} onPublish={() => void editor.publish()} onEdit={editor.backToEdit} />}
      {list && step.name === 'list' && (
        <BannerTables
          published={list.published}
          drafts={list.drafts}
          busy={busy}
          onEdit={({ id, ...body }) => editor.edit(null, id, body)}
          onUnpublish={(id) => void editor.unpublish(id)}
          onContinue={(draft) => editor.edit(draft.id, draft.targetId, draft.body)}
          onDiscard={(id) => void editor.discard(id)}
        />
      )}
    </section>
  );
}
