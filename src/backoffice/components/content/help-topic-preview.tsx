/**
 * The help page as players reading each language will see it: the help
 * answer's topics in its order with the draft in place and open, the others
 * as their questions only. The answer is cleaned as the portal cleans it.
 */
import { useTranslation } from 'react-i18next';
import type { HelpTopicBody, HelpTopicPreview as Preview } from '../../services/content.api';
import type { KindPreviewProps } from './content-kind';
import { HtmlFrame } from './html-frame';
import { PreviewFrame } from './preview-frame';

/** Topics shown on each side of the draft: enough to see its place. */
const around = 2;

export function HelpTopicPreview({ preview, busy, onPublish, onEdit }: KindPreviewProps<HelpTopicBody, Preview, { categories: string[] }>) {
  const { t } = useTranslation();
  return (
    <PreviewFrame testId="help-topic-preview" explain={t('backoffice.content.helpTopic.explain')} busy={busy} onPublish={onPublish} onEdit={onEdit}>
      {(language) => {
        const { topics, draftId } = preview.languages[language];
        const at = topics.findIndex((topic) => topic.id === draftId);
        const from = Math.max(0, at - around);
        const shown = topics.slice(from, at + around + 1);
        return (
          <>
            <ol className="bo-notices" start={from + 1}>
              {shown.map((topic) => {
                const isDraft = topic.id === draftId;
                return (
                  <li key={topic.id} className={isDraft ? 'bo-notice is-draft' : 'bo-notice'} data-draft={isDraft || undefined}>
                    <p className="bo-notice__title">
                      {topic.title} <span className="bo-muted">{t(`backoffice.content.helpTopic.categories.${topic.category}`)}</span>
                      {isDraft && <span className="bo-badge">{t('backoffice.content.preview.draft')}</span>}
                    </p>
                    {isDraft && <HtmlFrame title={topic.title} html={topic.content} />}
                  </li>
                );
              })}
            </ol>
            {topics.length > shown.length && <p className="bo-muted">{t('backoffice.content.helpTopic.more', { count: topics.length - shown.length })}</p>}
          </>
        );
      }}
    </PreviewFrame>
  );
}
