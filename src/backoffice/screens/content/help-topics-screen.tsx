/** Help topics in EN and TY, on the generic content screen: the preview is the help page with the draft in its place, in both languages. */
import type { ContentKindView } from '../../components/content/content-kind';
import { helpTopicColumns } from '../../components/content/help-topic-columns';
import { HelpTopicForm } from '../../components/content/help-topic-form';
import { HelpTopicPreview } from '../../components/content/help-topic-preview';
import { ContentKindScreen } from './content-kind-screen';

const helpTopics: ContentKindView<'help-topics'> = {
  path: 'help-topics',
  name: 'helpTopic',
  empty: { category: 'account', sort: 0, title: { EN: '', TY: '' }, content: { EN: '', TY: '' } },
  Form: HelpTopicForm,
  Preview: HelpTopicPreview,
  columns: helpTopicColumns,
  bodyOf: ({ id: _id, ...body }) => body,
};

export const HelpTopicsScreen = () => <ContentKindScreen kind={helpTopics} />;
