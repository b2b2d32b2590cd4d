/** How a help topic reads in the drafts and published tables: its category, both questions, its order. */
import type { TFunction } from 'i18next';
import type { HelpTopicBody } from '../../services/content.api';
import { BothLanguages } from './both-languages';
import type { Column } from './content-kind';

export function helpTopicColumns(t: TFunction) {
  const columns: Column<HelpTopicBody>[] = [
    { header: t('backoffice.content.helpTopic.category'), cell: (body) => t(`backoffice.content.helpTopic.categories.${body.category}`) },
    { header: t('backoffice.content.helpTopic.titles'), cell: (body) => <BothLanguages text={body.title} /> },
    { header: t('backoffice.content.helpTopic.sort'), cell: (body) => body.sort, numeric: true },
  ];
  return { draft: columns, published: columns };
}
