/** Which help topics a search and a category chip leave: every word must appear in the title or the text. */
export interface HelpTopicItem {
  id: number;
  category: string;
  title: string;
  /** HTML. */
  content: string;
}

const plainText = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');

export function matchingTopics(topics: readonly HelpTopicItem[], query: string, category: string | null): HelpTopicItem[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return topics.filter((topic) => {
    if (category !== null && topic.category !== category) return false;
    const haystack = `${topic.title} ${plainText(topic.content)}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
